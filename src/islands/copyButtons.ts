// "Copiar" buttons (the block catalogue): copy the text of the element they point at.
import { copyTargetAttr, has } from '../lib/pageAttributes';

export function enhanceCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(has(copyTargetAttr))) {
    button.addEventListener('click', () => {
      const text =
        document.getElementById(button.getAttribute(copyTargetAttr) ?? '')?.textContent ?? '';
      const label = button.textContent;
      navigator.clipboard
        .writeText(text)
        .then(() => (button.textContent = 'Copiado'))
        .catch(() => (button.textContent = 'No se pudo copiar: selecciona el texto'))
        .finally(() => setTimeout(() => (button.textContent = label), 2000));
    });
  }
}
