// A team member's face wherever the site shows one: the gradient of its disc, the file of its
// drawing, and the crop that turns a head-and-shoulders drawing into a face.
import { css } from '@emotion/react';
import type { TeamMember } from '../content/types.generated';
import { palette } from '../theme/tokens';

/** The two colours of the disc behind a portrait, by the name the member's card in the team
 *  collection gives it; from its top left corner to its bottom right. */
export const portraitGradientStops: Record<TeamMember['gradient'], readonly [string, string]> = {
  'yellow-blue': [palette.yellow500, palette.blue300],
  'purple-blue': [palette.purple300, palette.blue300],
  'yellow-purple': [palette.yellow500, palette.purple300],
  'blue-accent': [palette.blue300, palette.indigo400],
  'purple-accent': [palette.purple300, palette.indigo400],
};

/** The disc behind a portrait, as CSS. */
export const portraitGradients = Object.fromEntries(
  Object.entries(portraitGradientStops).map(([name, [from, to]]) => [
    name,
    `linear-gradient(135deg, ${from}, ${to})`,
  ]),
) as Record<TeamMember['gradient'], string>;

/** The drawing of the member whose card is `/team/<slug>`. */
export const portraitSrc = (slug: string) => `/team/${slug}.svg`;

/** The face, not the head and shoulders: twice as large from a point at the middle, 32% down,
 *  which takes the role badge and the corner decorations out of a small round frame (at 1.6 a
 *  clipped disc stayed in the corner: review 8b). For an `<img>` that fills that frame. */
export const faceCrop = css`
  transform: scale(2);
  transform-origin: 50% 32%;
`;

/** A round frame `size` across, its `<img>` filling it zoomed on the face: a byline, a service's
 *  lead, a closing band's person, the team hero's row. The disc's colour and where the frame
 *  sits are the caller's. */
export const faceFrame = (size: string) => css`
  width: ${size};
  height: ${size};
  border-radius: 50%;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    ${faceCrop}
  }
`;
