// Pause buttons of looping strips (blocks/logos/LogoStrip): shown only once this runs, since
// without JavaScript they could not work. Pressing one toggles [data-paused] on its strip (CSS
// stops the animation) and swaps the label between pausing and resuming.
import {
  has,
  marqueeAttr,
  marqueeToggleAttr,
  pausedAttr,
  pausedLabelAttr,
} from '../lib/pageAttributes';

export function enhanceMarquees(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(has(marqueeToggleAttr))) {
    const strip = button.closest(has(marqueeAttr));
    const label = button.querySelector('span');
    if (!strip || !label) continue;
    const labels = [label.textContent, button.getAttribute(pausedLabelAttr) ?? ''];
    button.hidden = false;
    button.addEventListener('click', () => {
      label.textContent = labels[Number(strip.toggleAttribute(pausedAttr))] ?? '';
    });
  }
}
