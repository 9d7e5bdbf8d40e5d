// On a phone, cards to compare may run in one row that slides sideways, each card 84% of the
// screen so the next one's edge shows there is more: five strategies stacked ran 2,700 px on the
// legacy page, and the home page ran 20,700 px (design review 17). The row runs to the screen's
// edges, its first card in line with the column; the top padding keeps a badge that rides on a
// card's top edge unclipped. Where the browser draws scroll markers (CSS carousels), a dot per
// card under the row says how many there are and which one shows, and takes the reader there:
// reviews 21-23 found nothing said the row held three or six cards. Elsewhere, the edge alone.
import { slidesAttr } from '../lib/pageAttributes';
import { breakpoint, color, radius, space } from '../theme/tokens';

export type PhoneLayout = 'stack' | 'scroll';

/** The row's CSS, for a list of cards inside the page's Container; nothing unless `scroll`. */
export const slidingRow = (layout: PhoneLayout | undefined) =>
  layout === 'scroll'
    ? `${breakpoint.mobile} {
  grid-template-columns: none;
  grid-auto-flow: column;
  grid-auto-columns: 84%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: ${space.md};
  margin-inline: calc(-1 * ${space.md});
  padding: 0.875rem ${space.md} ${space.xs};
  scrollbar-width: none;
  /* A card holds what it positions (a visually hidden heading escaped the row and widened the
     page to 1,606 px), and takes the row's next column whatever span a grid gave it wider
     (a tablet's odd last card spans its row). */
  > li,
  > li:last-child:nth-of-type(odd) {
    position: relative;
    grid-column: auto;
    scroll-snap-align: start;
  }
}`
    : '';

/** A row that slides is a named stop for the keyboard: its cards may hold no link. */
export const slidingRowProps = (layout: PhoneLayout | undefined, name: string | undefined) =>
  layout === 'scroll' ? { tabIndex: 0, 'aria-label': name, [slidesAttr]: '' } : {};

/** The dots under every sliding row, once per page (app/Layout), not once per row's block: the
 *  home page has two rows and a byte budget. Browsers without scroll markers drop the rules, and
 *  only a scroll container draws them, so a row that does not slide (wider than a phone) has
 *  none without a media query. */
export const slidingRowMarkers = `
[data-slides] {
  scroll-marker-group: after;
}
[data-slides]:focus-visible {
  outline-offset: -3px;
}
[data-slides]::scroll-marker-group {
  display: flex;
  justify-content: center;
  gap: 0.5rem;
  margin-top: 0.5rem;
}
[data-slides] > li::scroll-marker {
  content: '' / 'Ir a la tarjeta';
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${radius.pill};
  /* The border's grey on a grey band all but vanished (review 57D). */
  background: color-mix(in srgb, ${color.textMuted} 45%, transparent);
}
[data-slides] > li::scroll-marker:target-current {
  width: 1.25rem;
  background: ${color.text};
}`;
