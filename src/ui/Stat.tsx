// One figure and its label, drawn the same wherever a page shows numbers: the stats rows, the
// hero's key indicators, client results, case results. The value is read after its label (a
// <dt>/<dd> pair) but shown first, at the top of its cell, so every value in a row sits on the
// same baseline however many lines its label wraps to.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, radius, space } from '../theme/tokens';
import { balancedGrid } from './balancedGrid';
import { FigureText } from './FigureText';
import { balancedColumns, lastRowCount } from './columns';

export type StatFrame = 'rule' | 'card';
export type StatSize = 'md' | 'lg';

// One static rule set for every stat, on its rule; the size is an attribute, so a page holding
// several kinds of stats ships these declarations once. The card frame is its own component.
const Item = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: flex-start;
  gap: 0.35rem;
  min-width: 0;
  padding-top: ${space.sm};
  border-top: 3px solid ${color.primary};
  /* A label does not end on a word alone ("en tiempo / real", design review 8). */
  dt {
    color: ${color.textMuted};
    font-size: 0.95rem;
    line-height: 1.4;
    text-wrap: pretty;
  }
  dd {
    margin: 0;
  }
  [data-stat-value] {
    order: -1;
    font-size: clamp(1.3rem, 4vw, 1.75rem);
    font-weight: 800;
    line-height: 1.1;
    letter-spacing: -0.02em;
    /* Proportional figures: a tabular "1" sits in a wide cell, so "15+" started right of its
       label. Counters keep tabular digits for the count-up (Counter). */
    color: ${color.accentText};
    overflow-wrap: anywhere;
  }
  &[data-size='lg'] [data-stat-value] {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  [data-stat-detail] {
    color: ${color.textMuted};
    font-size: 0.95rem;
  }
  /* With a sentence under it, the label is the stat's title. */
  &:has([data-stat-detail]) dt {
    color: ${color.text};
    font-size: 1.05rem;
    font-weight: 700;
  }
`;

// The card frame's own component, so only pages that show a framed stat ship its rules.
const CardItem = styled(Item)`
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

export interface StatProps {
  label: ReactNode;
  value: ReactNode;
  /** A sentence under the label. */
  detail?: ReactNode;
  frame?: StatFrame;
  size?: StatSize;
}

export function Stat({ label, value, detail, frame = 'rule', size = 'md' }: StatProps) {
  const Frame = frame === 'card' ? CardItem : Item;
  return (
    <Frame data-stat data-size={size === 'lg' ? size : undefined}>
      <dt>{label}</dt>
      <dd data-stat-value>{typeof value === 'string' ? <FigureText text={value} /> : value}</dd>
      {detail && <dd data-stat-detail>{detail}</dd>}
    </Frame>
  );
}

// When no column count balances the items (five in two columns), the last one takes the whole
// row and reads on one line, value then label, instead of sitting alone in half of it.
const List = styled.dl<{ $count: number; $max: number; $min: string }>`
  margin: 0;
  ${({ $count, $max, $min }) => balancedGrid($count, { max: $max, min: $min })}
  ${({ $count, $max }) => {
    const columns = balancedColumns($count, $max);
    return columns > 1 && lastRowCount($count, columns) === 1
      ? `> [data-stat]:last-child {
          grid-column: 1 / -1;
          flex-direction: row;
          flex-wrap: wrap;
          align-items: baseline;
          column-gap: 0.75rem;
        }`
      : '';
  }}
`;

interface ListProps {
  count: number;
  /** The most columns wide screens may use. */
  max: number;
  /** The narrowest a column may get before the row drops one. */
  min?: string;
  children: ReactNode;
  className?: string;
}

/** A row (or rows) of stats whose columns balance their count. */
export function StatList({ count, max, min = '150px', children, className }: ListProps) {
  return (
    <List $count={count} $max={max} $min={min} className={className}>
      {children}
    </List>
  );
}
