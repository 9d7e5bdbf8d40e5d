import styled from '@emotion/styled';
import { columnWidth, space } from '../theme/tokens';

/** The page's content column. A text column is narrower, for reading; `$start` puts it on the
 * page column's left edge, in line with the sections around it, instead of centring it. */
export const Container = styled.div<{ $width?: 'text' | 'page'; $start?: boolean }>`
  width: 100%;
  max-width: ${({ $width = 'page' }) => columnWidth[$width]};
  margin-inline: auto;
  padding-inline: ${space.md};
  ${({ $start }) =>
    $start ? `margin-left: max(0px, calc((100% - ${columnWidth.page}) / 2));` : ''}
`;
