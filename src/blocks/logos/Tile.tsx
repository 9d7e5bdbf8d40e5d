// The plate a logo sits on: the shared logo plate (light, or raised dark in the dark theme) for
// original and black logos; white (light grey) logos always a dark one.
import styled from '@emotion/styled';
import type { LogoVariant } from '../../ui/Logo';
import { css } from '@emotion/react';
import { palette, radius, space } from '../../theme/tokens';
import { logoPlate } from '../../ui/LogoPlate';

const darkPlate = css`
  background: ${palette.black900};
  border: 1px solid ${palette.gray850};
`;

export const Tile = styled.li<{ $variant: LogoVariant }>`
  display: grid;
  place-items: center;
  padding: ${space.sm};
  ${({ $variant }) => ($variant === 'white' ? darkPlate : logoPlate)}
  border-radius: ${radius.md};
  img {
    width: 160px;
    max-width: 100%;
    object-position: center;
  }
`;
