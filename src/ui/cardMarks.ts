// What marks a card beyond its frame: a short yellow rule over the title of the one that leads
// on (a price tier, a grid's closing tile), and the lift of a card that opens as a whole.
import { css } from '@emotion/react';
import { color, palette, radius, space } from '../theme/tokens';

/** A short yellow rule over a card's title, inside its rounded frame (a ::before's content): a
 *  bar across the top needed square corners, since rounded ones taper a thick border (design
 *  reviews 9, 79A). The price tiers and a grid's closing tile carry it. */
export const titleRule = css`
  content: '';
  width: 2.5rem;
  height: 4px;
  margin-bottom: ${space.xs};
  border-radius: 2px;
  background: ${palette.yellow500};
`;

/** The same short yellow mark laid on a rule at an element's top edge (a side row's, a lone
 *  case screen's caption): out of the flow, so the text under it keeps its place. The element
 *  places it (`top`) and is its containing block. */
export const ruleMark = css`
  content: '';
  position: absolute;
  left: 0;
  width: 2.5rem;
  height: 3px;
  background: ${color.primary};
`;

/** The yellow pill that singles a card out ('Recomendada', 'La más pedida'): a fill, not a text
 *  colour, since brand yellow only reaches contrast behind dark text. Where it sits is the
 *  card's. */
export const cardBadge = css`
  padding: 0.2rem 0.7rem;
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: 0.8rem;
  font-weight: 700;
`;

/** A card that opens as a whole, under the pointer: it rises a little with a soft shadow, where
 *  an outline or a yellow border alone read as weak (reviews 76A, 76C, 80B). A translate of its
 *  own, so a tilt's transform stays free. */
export const cardLift = css`
  translate: 0 -3px;
  box-shadow: 0 14px 28px -14px #0000004d;
`;

/** The lift's motion, for a card's rules under motionOk. */
export const cardLiftMotion = css`
  transition:
    translate 0.2s,
    box-shadow 0.2s;
`;
