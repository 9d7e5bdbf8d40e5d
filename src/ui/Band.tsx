// A band across the window for a part of a block that sits inside the page's container: the
// ground reaches the window's edges (fullBleed) while the content keeps the container's width.
// Long template pages alternate them, as the landings alternate their sections: eight parts on
// one ground read as a long document (design reviews 8 and 10).
import styled from '@emotion/styled';
import type { ComponentProps } from 'react';
import { toneAttr } from '../lib/pageAttributes';
import { backgrounds, darkBand } from '../theme/sections';
import { breakpoint, color, space } from '../theme/tokens';
import { inDarkTheme } from './surfaces';

/** The ground reaches the window's edges: a border image of the ground's colour, filled and set
 *  out sideways only. A spread shadow clipped to the band's height left a 1 px seam, grey in the
 *  margins and near-black under the content, where the band ended mid-pixel (review 29D). */
const fullBleed = (ground: string) => `
  border-image: conic-gradient(${ground} 0 0) fill 0 / / 0 100vmax;
`;

const bandPadding = `
  padding-block: ${space.xl};
  ${breakpoint.mobile} {
    padding-block: ${space.lg};
  }
`;

/** On the theme's alternate grey. */
export const AltBand = styled.section`
  ${fullBleed(color.bgAlt)}
  ${bandPadding}
`;

// The dark band's colours reset every semantic colour inside it, text included. In the dark
// theme, #111 between #000 stretches barely showed (the case's results, its climax: reviews 62A
// and 63B): its ground is lit in the middle, as the landings' dark sections are, the light
// fading out before the band's ends.
const Dark = styled.section`
  ${darkBand}
  color: ${color.text};
  ${fullBleed(color.bg)}
  /* Lit, it still read one step from the alternate band before it (review 89B): hairlines
     across the window mark where it starts and ends. */
  ${inDarkTheme(
    `border-image: radial-gradient(45% 80% at 50% 50%, color-mix(in srgb, ${color.bg}, white 7%), ${color.bg}) fill 0 / / 0 100vmax; box-shadow: 0 -1px 0 100vmax rgb(255 255 255 / 0.12), 0 1px 0 100vmax rgb(255 255 255 / 0.12); clip-path: inset(-1px -100vmax);`,
  )}
  ${bandPadding}
`;

/** On the dark band of the landings; it carries its tone, so the navbar turns light over it. */
export function DarkBand(props: ComponentProps<'section'>) {
  return <Dark {...props} {...{ [toneAttr]: backgrounds.dark.tone }} />;
}
