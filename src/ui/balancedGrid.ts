// A grid whose column count follows its item count (see columns.ts): at most the balanced
// count, fewer as the width shrinks (each column keeps at least `min`), one on phones.
import { css } from '@emotion/react';
import type { CSSProperties } from 'react';
import { space } from '../theme/tokens';
import { balancedColumns } from './columns';

interface Options {
  /** The most columns wide screens may use. */
  max: number;
  /** The narrowest a column may get before the grid drops one. */
  min: string;
  gap?: string;
}

// The long track rule is the same text for every grid (brotli sends it once); each grid only
// sets its three numbers as custom properties. One line: emotion keeps whitespace inside values,
// and on the home page's many grids the indentation alone cost bytes of its HTML budget.
const track =
  'max(min(var(--grid-min),100%),calc((100% - (var(--grid-columns) - 1) * var(--grid-gap))/var(--grid-columns) - 0.5px))';
const tracks = css`
  display: grid;
  gap: var(--grid-gap);
  grid-template-columns: repeat(auto-fill, minmax(${track}, 1fr));
`;

export function balancedGrid(count: number, { max, min, gap = space.md }: Options) {
  // A track is the wider of `min` and 1/columns of the row (less half a pixel against rounding),
  // so auto-fill never makes more than `columns` tracks, and fewer once `min` no longer fits.
  return css`
    --grid-columns: ${balancedColumns(count, max)};
    ${balancedGridTracks({ min, gap })}
  `;
}

/** The same grid, its column count left to `gridColumnsStyle` where it is used: one class for
 *  every count, where a page holds several grids of one kind (the home page's two logo walls). */
export function balancedGridTracks({ min, gap = space.md }: Omit<Options, 'max'>) {
  return css`
    --grid-min: ${min};
    --grid-gap: ${gap};
    ${tracks}
  `;
}

/** The inline column count of a `balancedGridTracks` grid of `count` items. */
export function gridColumnsStyle(count: number, max: number): CSSProperties {
  return { '--grid-columns': balancedColumns(count, max) } as CSSProperties;
}
