// The block catalogue's script, loaded only on that page: the search box that narrows the index,
// and the "Copiar JSON" buttons.
import {
  copyTargetAttr,
  searchAttr,
  searchGroupAttr,
  searchStatusAttr,
  searchTextAttr,
  searchable,
} from './catalogueProtocol';

function startSearch(): void {
  const box = document.querySelector<HTMLElement>(`[${searchAttr}]`);
  const input = box?.querySelector('input');
  const status = box?.querySelector<HTMLElement>(`[${searchStatusAttr}]`);
  if (!box || !input || !status) return;
  const items = [...document.querySelectorAll<HTMLElement>(`[${searchTextAttr}]`)];
  const groups = [...document.querySelectorAll<HTMLElement>(`[${searchGroupAttr}]`)];
  const filter = () => {
    const words = searchable(input.value).split(/\s+/).filter(Boolean);
    for (const item of items) {
      const text = item.getAttribute(searchTextAttr) ?? '';
      item.hidden = !words.every((word) => text.includes(word));
    }
    for (const group of groups)
      group.hidden = !group.querySelector(`[${searchTextAttr}]:not([hidden])`);
    const shown = items.filter((item) => !item.hidden).length;
    status.textContent =
      words.length === 0
        ? ''
        : shown === 0
          ? 'Ningún bloque coincide. Prueba con otra palabra.'
          : `${shown} ${shown === 1 ? 'bloque coincide' : 'bloques coinciden'}; Enter lleva al más parecido.`;
  };
  input.addEventListener('input', filter);
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    // A block whose name or type holds the words beats one that only mentions them.
    const query = searchable(input.value).trim();
    const shown = items.filter((item) => !item.hidden);
    const best =
      shown.find((item) => searchable(item.textContent ?? '').includes(query)) ?? shown[0];
    const link = best?.querySelector('a');
    if (link) window.location.hash = link.hash;
  });
  box.hidden = false;
  if (input.value) filter();
}

function startCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[${copyTargetAttr}]`)) {
    button.addEventListener('click', () => {
      const target = button.getAttribute(copyTargetAttr) ?? '';
      const text = document.getElementById(target)?.textContent ?? '';
      const label = button.textContent;
      navigator.clipboard
        .writeText(text)
        .then(() => (button.textContent = 'Copiado'))
        .catch(() => (button.textContent = 'No se pudo copiar: selecciona el texto'))
        .finally(() => setTimeout(() => (button.textContent = label), 2000));
    });
  }
}

export function startCatalogueTools(): void {
  startSearch();
  startCopyButtons();
}
