// An article table's rows as cards on a phone (ui/ScrollTable), ranked tables' compact ones
// included. Kept apart from the scrolling table: the layout of one row is a room of its own.
import { breakpoint, color, radius } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

/** On a phone each row is a card of heading/value pairs (the headings come from the table's
 *  head, as data-label), rather than a squeezed grid of tall, short lines or a sideways scroll.
 *  A table of two columns stays a table: it fits a phone, and as cards it repeated its second
 *  heading on every row (review 22). */
export const phoneCards = `
  ${breakpoint.small} {
    /* The cards are the frames: no frame around them. */
    border: 0;
    border-radius: 0;
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
    /* The price, the value a reader compares cards by, a step over the others (review 88B). */
    td.amount {
      font-size: 1.05rem;
      font-weight: 800;
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
