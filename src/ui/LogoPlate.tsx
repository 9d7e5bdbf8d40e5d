// The plate a client logo sits on. Near-white in the light theme, where logos keep their colours.
// In the dark theme a white slab on a black page glares, so the plate becomes a raised dark tile
// and the logo light monochrome; the 'white' curve of logoFilters keeps the text inside the pill
// logos (Correa, EduPro…) readable, where a plain brightness(0) invert(1) would make them blobs.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { palette, radius, raisedDarkTone } from '../theme/tokens';
import { logoFilterCss } from './logoFilters';
import { inDarkTheme } from './surfaces';

export const logoPlate = css`
  border: 1px solid ${palette.gray200};
  border-radius: ${radius.sm};
  background: ${palette.gray25};
  ${inDarkTheme(`
    border-color: ${raisedDarkTone.border};
    background: ${raisedDarkTone.surface};
    img { filter: ${logoFilterCss('white')}; opacity: 0.75; }
  `)}
`;

/** A plate sized by its logo: the parent sets the image's width. */
export const LogoPlate = styled.span`
  ${logoPlate}
  display: inline-block;
  justify-self: start;
  padding: 0.35rem 0.5rem;
  img {
    display: block;
  }
`;
