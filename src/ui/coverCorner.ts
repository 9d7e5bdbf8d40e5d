// A case's screen as a card's cover, shown by its top-left corner (ui/Illustration coverSizing
// decides which covers; the cards that show them add cornerCovers).
import { css } from '@emotion/react';

/** How much a case's screen is enlarged as a card's cover (screenCorner). */
export const screenCornerZoom = 1.7;

/** A case's screen as a card's cover, shown by its top-left corner at 1.7 times: the product's
 *  name, the page's title and its first figures, at a size they read. Whole, a dashboard shrunk
 *  to a card's width set its text at 5 px and read as texture (reviews 71A, 72A, 72B). Clipped,
 *  then scaled from the corner, so the box and the layout around it do not change. */
const cornerCut = `${(1 - 1 / screenCornerZoom) * 100}%`;
const visible = `${(100 / screenCornerZoom).toFixed(1)}%`;
const screenCorner = css`
  clip-path: inset(0 ${cornerCut} ${cornerCut} 0);
  /* The screen fades out before the card's edge: cut hard, the words at the edge read as cut by
     accident ('María José Ri', review 89C). (In the image's own box, before the scale.) */
  mask-image: linear-gradient(to right, #000 calc(${visible} - 10%), transparent ${visible});
  transform: scale(${screenCornerZoom});
  transform-origin: 0 0;
`;

/** The class a card cover drawn by its corner carries (ui/Illustration coverSizing). */
export const cornerClass = 'corner';

/** In a card, the covers drawn by their corner. */
export const cornerCovers = css`
  img.${cornerClass} {
    ${screenCorner}
  }
`;
