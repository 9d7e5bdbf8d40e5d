// The plate a client logo sits on: near-white in the light theme, where logos keep their colours.
// In the dark theme a white slab on a black page glares, so GlobalStyles sets --logo-plate to a
// raised dark tone and --logo-filter (read by ui/Logo) to the 'white' monochrome curve: it keeps
// the text inside the pill logos (Correa, EduPro…) readable, where a plain brightness(0)
// invert(1) would make them blobs. Variables, so the dark rules ship once, not per plate.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { palette, radius } from '../theme/tokens';

export const logoPlate = css`
  border: 1px solid var(--logo-plate-edge, ${palette.gray200});
  background: var(--logo-plate, ${palette.gray25});
`;

/** A plate sized by its logo, in a grid or flex parent that sets the image's width. */
export const LogoPlate = styled.span`
  ${logoPlate}
  justify-self: start;
  padding: 0.35rem 0.5rem;
  border-radius: ${radius.sm};
`;
