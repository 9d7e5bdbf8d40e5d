import styled from '@emotion/styled';
import { space } from '../theme/tokens';

export const Container = styled.div<{ $width?: 'text' | 'page' }>`
  width: 100%;
  max-width: ${({ $width = 'page' }) => ($width === 'text' ? '760px' : '1200px')};
  margin-inline: auto;
  padding-inline: ${space.md};
`;
