// A table wider than the column scrolls sideways inside it, and says so: soft shadows on the
// edges that still hide content, and a 'Desliza →' cue while there is more to the right. Both
// are CSS only: the shadows are backgrounds that scroll with the table (covered at an edge),
// the cue follows a scroll timeline, which is inactive, leaving it hidden, when nothing
// overflows. The scroller takes keyboard focus, so arrow keys scroll it too. On a phone the rows
// become cards instead, one heading/value pair per line.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { breakpoint, color, radius } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

const shade = `color-mix(in srgb, ${color.text} 22%, transparent)`;

const Wrap = styled.div`
  position: relative;
  timeline-scope: --table-scroll;
`;

const fade = keyframes`
  0%, 85% { opacity: 1; }
  100% { opacity: 0; }
`;

// Over the head row's right end, where the hidden columns are: in a row of its own it left a
// blank line above every table that fits (design review 26).
const Cue = styled.p`
  position: absolute;
  top: 0;
  right: 0;
  z-index: 1;
  padding: 0.6rem 0 0.6rem 1.5rem;
  background: linear-gradient(to right, transparent, ${color.bg} 1.25rem);
  pointer-events: none;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${color.textMuted};
  opacity: 0;
  animation: ${fade} linear both;
  animation-timeline: --table-scroll;
`;

/** On a phone each row is a card of heading/value pairs (the headings come from the table's
 *  head, as data-label), rather than a squeezed grid of tall, short lines or a sideways scroll.
 *  A table of two columns stays a table: it fits a phone, and as cards it repeated its second
 *  heading on every row (review 22). */
const phoneCards = `
  ${breakpoint.small} {
    thead {
      ${visuallyHidden}
    }
    table,
    tbody,
    tr,
    td {
      display: block;
      min-width: 0;
    }
    tbody {
      display: grid;
      gap: 0.75rem;
    }
    /* Short values (.nowrap: '2-3 meses', '$3M-$5M CLP') pair up side by side, long ones take
       the card's width: one value per line ran four rows of a price table to 1,100 px
       (design review 19). */
    tr {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      column-gap: 1rem;
      padding: 0.75rem 1rem;
      border: 1px solid ${color.border};
      border-radius: ${radius.md};
      background: ${color.surface};
    }
    td {
      grid-column: 1 / -1;
    }
    td.nowrap:not(:first-of-type) {
      grid-column: auto;
    }
    /* One with no short neighbour to pair with takes the card's width: alone in half of it,
       the rule above it stopped midway (review 48B). */
    td.nowrap:not(:first-of-type):not(:has(+ td.nowrap)):not(
        td.nowrap:not(:first-of-type) + td
      ) {
      grid-column: 1 / -1;
    }
    /* Each value under its small label: beside it, in a narrow column, labels such as 'Rango de
       inversión' broke over two lines (design review 7). */
    /* Block, not grid: as grid items, a kept-together phrase and the text after it ('E-commerce'
       / ', contenido en varios canales') took a row each (review 32C). */
    td {
      display: block;
      padding: 0.4rem 0;
      border: 0;
    }
    td + td {
      border-top: 1px solid ${color.border};
    }
    /* The heading wraps in its narrow column even in a cell kept to one line (.nowrap). */
    td::before {
      content: attr(data-label);
      display: block;
      margin-bottom: 0.1rem;
      font-size: 0.8125rem;
      font-weight: 700;
      color: ${color.textMuted};
      white-space: normal;
    }
    /* The first column names the row: it heads the card. */
    td:first-of-type {
      display: block;
      font-size: 1.05rem;
      font-weight: 800;
    }
    td:first-of-type::before {
      content: none;
    }
    /* A ranked row (lib/tableLabel): its rank ('Prioridad 1') and short values as tags on one
       line, the next cell as the card's title, the long ones under it with their heading in
       line. With a heading over every value, seven rows ran to 1,900 px (review 49A). */
    tr:has(> td[data-numbered]) {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem 0.75rem;
      padding: 0.9rem 1rem;
    }
    tr:has(> td[data-numbered]) > td {
      padding: 0;
      border: 0;
    }
    td[data-numbered]:first-of-type {
      width: auto;
      display: inline-flex;
      align-items: center;
      gap: 0.4rem;
      font-size: 0.875rem;
      font-weight: 700;
    }
    td[data-numbered]:first-of-type::before {
      content: attr(data-label);
      display: inline;
      margin: 0;
      font: inherit;
    }
    td[data-numbered] + td ~ td.nowrap {
      order: 1;
      padding: 0.1rem 0.6rem;
      border: 1px solid ${color.border};
      border-radius: ${radius.pill};
      font-size: 0.8125rem;
      font-weight: 600;
    }
    td[data-numbered] + td {
      order: 2;
      flex-basis: 100%;
      font-size: 1.0625rem;
      font-weight: 700;
      line-height: 1.4;
    }
    td[data-numbered] + td::before {
      content: none;
    }
    /* The reasoning, in the text's own colour and size: grey and smaller, it read as a
       footnote (review 50B). */
    td[data-numbered] + td ~ td:not(.nowrap) {
      order: 3;
      flex-basis: 100%;
    }
    td[data-numbered] + td ~ td::before {
      content: attr(data-label) ': ';
      display: inline;
      margin: 0;
      font-size: inherit;
    }
  }
`;

const Scroller = styled.div<{ $cards: boolean }>`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-timeline: --table-scroll inline;
  background:
    linear-gradient(to right, ${color.bg} 30%, transparent) left / 48px 100% no-repeat local,
    linear-gradient(to left, ${color.bg} 30%, transparent) right / 48px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, ${shade}, transparent) left / 16px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) right / 16px 100% no-repeat
      scroll;
  &:focus-visible {
    outline: 3px solid ${color.text};
    outline-offset: 2px;
  }
  table {
    min-width: 100%;
  }
  th,
  td {
    min-width: 6.5rem;
  }
  /* A rank's column (lib/tableLabel) as wide as its heading, each number in a disc: in a
     column as wide as the others, one digit took 113 px at 1280 (review 49A). */
  td[data-numbered],
  table:has(td[data-numbered]) th:first-child {
    width: 1%;
    min-width: 0;
  }
  /* The ranked item, in bold as on a phone's card (review 52B). */
  td[data-numbered] + td {
    font-weight: 600;
  }
  .rank {
    display: inline-grid;
    place-items: center;
    min-width: 1.625rem;
    height: 1.625rem;
    padding-inline: 0.35rem;
    border-radius: ${radius.pill};
    background: ${color.primary};
    color: ${color.onPrimary};
    font-size: 0.8125rem;
    font-weight: 800;
    line-height: 1;
  }
  /* Headings are labels: on one line ("Plazo estimado"); a table too wide then scrolls. */
  th {
    white-space: nowrap;
  }
  ${({ $cards }) => $cards && phoneCards}
`;

interface Props {
  /** What the table holds, for the scroll region's accessible name. */
  label: string;
  /** How many columns it has: a phone shows the rows of a wider table as cards. */
  columns: number;
  children: ReactNode;
}

export function ScrollTable({ label, columns, children }: Props) {
  return (
    <Wrap>
      <Cue aria-hidden="true" data-table-cue>
        Desliza →
      </Cue>
      <Scroller tabIndex={0} role="region" aria-label={label} $cards={columns > 2}>
        <table>{children}</table>
      </Scroller>
    </Wrap>
  );
}
