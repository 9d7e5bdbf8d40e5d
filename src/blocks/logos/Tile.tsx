// The plate a logo sits on. Original and black logos need a light plate in both themes; white
// (light grey) logos a dark one.
import styled from '@emotion/styled';
import type { LogoVariant } from '../../ui/Logo';
import { palette, radius, space } from '../../theme/tokens';

export const Tile = styled.li<{ $variant: LogoVariant }>`
  display: grid;
  place-items: center;
  padding: ${space.sm};
  border-radius: ${radius.md};
  background: ${({ $variant }) => ($variant === 'white' ? palette.black900 : palette.gray25)};
  border: 1px solid ${({ $variant }) => ($variant === 'white' ? palette.gray850 : palette.gray200)};
  img {
    width: 160px;
    max-width: 100%;
  }
`;
