// Long pages skip rendering what is far from the viewport (renderWhenNear in surfaces.ts) and
// reserve an estimated height for it. A jump within the page must first have every height real,
// or it lands where the target would be with estimated heights: somewhere else entirely.
import { renderAllAttr } from '../lib/pageAttributes';

export { renderAllAttr };

export function renderWholePage(): void {
  document.documentElement.setAttribute(renderAllAttr, '');
}

/** Every scroll to a part of the same page goes through here, so it lands on real heights. */
export function scrollWithinPage(target: Element, behavior: ScrollBehavior): void {
  renderWholePage();
  target.scrollIntoView({ behavior, block: 'start' });
}
