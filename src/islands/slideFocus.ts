// The keyboard in a row of cards that slides (phones): Tab to a link in a card half off the
// screen left the row where it was, since the browser scrolls a focused element into view only
// when none of it shows; the focus ring sat at the screen's edge and the dots marked the card
// before (design review 24). The card that takes focus slides fully into view.
import { slidesAttr } from '../lib/pageAttributes';

export function followFocusInSlides(): void {
  document.addEventListener('focusin', (event) => {
    if (!(event.target instanceof Element)) return;
    const slide = event.target.closest(`[${slidesAttr}] > li`);
    const row = slide?.parentElement;
    if (!slide || !row) return;
    const card = slide.getBoundingClientRect();
    const view = row.getBoundingClientRect();
    if (card.left >= view.left && card.right <= view.right) return;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    slide.scrollIntoView({
      block: 'nearest',
      inline: 'start',
      behavior: still ? 'auto' : 'smooth',
    });
  });
}

/** A row is a tab stop only while it slides: wider than a phone it is a grid, and Tab stopped on
 *  it to draw a ring round the whole grid (review 60B). The server's HTML keeps tabindex 0, so
 *  without JavaScript a sliding row stays reachable. A row laid out later (content-visibility)
 *  or resized is measured again. */
export function tabOnlyWhileSliding(): void {
  const rows = document.querySelectorAll<HTMLElement>(`[${slidesAttr}]`);
  if (rows.length === 0) return;
  const measure = new ResizeObserver((entries) => {
    for (const { target } of entries) {
      if (target instanceof HTMLElement)
        target.tabIndex = target.scrollWidth > target.clientWidth ? 0 : -1;
    }
  });
  for (const row of rows) measure.observe(row);
}
