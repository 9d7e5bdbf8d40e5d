// A table wider than the column scrolls sideways inside it, and says so: soft shadows on the
// edges that still hide content, and a 'Desliza →' cue while there is more to the right. Both
// are CSS only: the shadows are backgrounds that scroll with the table (covered at an edge),
// the cue follows a scroll timeline, which is inactive, leaving it hidden, when nothing
// overflows. The scroller takes keyboard focus, so arrow keys scroll it too. On a phone the rows
// become cards instead, one heading/value pair per line.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { color, radius } from '../theme/tokens';
import { phoneCards } from './tableCards';

const shade = `color-mix(in srgb, ${color.text} 22%, transparent)`;

/** Marks a table's frame, which a page may widen past its text (BlogArticle). */
export const tableFrameAttr = 'data-table-frame';

// As a grid or flex item, no wider than its column: at its content's width, a table of figures
// kept whole on a phone widened the article and the page scrolled sideways (found at 390 px).
const Wrap = styled.div`
  position: relative;
  min-width: 0;
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
  /* Inside the frame, on the head row's tint. */
  top: 1px;
  right: 1px;
  z-index: 1;
  padding: 0.7rem 1rem 0.7rem 1.5rem;
  border-top-right-radius: ${radius.md};
  background: linear-gradient(to right, transparent, ${color.bgAlt} 1.25rem);
  pointer-events: none;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${color.textMuted};
  /* The arrow is drawn: '→' is not in the web font (a system-font lookup, another face). */
  svg {
    vertical-align: -0.15em;
  }
  opacity: 0;
  animation: ${fade} linear both;
  animation-timeline: --table-scroll;
`;

const Scroller = styled.div<{ $cards: boolean; $figures: boolean }>`
  overflow-x: auto;
  /* A frame: a table is a thing of its own in the text, as a figure is (review 88B). */
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
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
    /* Half the cells' gap after the rank: the column is its heading's width (review 49A). */
    padding-right: 0.5rem;
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
  /* Over amounts, a heading may take two lines, and the amounts keep only their own width: a
     three-column table of figures scrolled at 390 px by its headings and its cells' floor. */
  ${({ $figures }) =>
    $figures && 'th { white-space: normal; text-wrap: balance; } th, td { min-width: 0; }'}
  ${({ $cards }) => $cards && phoneCards}
`;

interface Props {
  /** What the table holds, for the scroll region's accessible name. */
  label: string;
  /** How many columns it has: a phone shows the rows of a wider table as cards. */
  columns: number;
  /** A label column then columns of amounts (tableLabel.figureTable): with two of them it stays
   *  a table on a phone, where as cards the two totals were 1,300 px apart (review 87E). */
  figures?: boolean;
  children: ReactNode;
}

export function ScrollTable({ label, columns, figures = false, children }: Props) {
  const cards = columns > 2 && !(figures && columns <= 3);
  return (
    <Wrap {...{ [tableFrameAttr]: '' }}>
      <Cue aria-hidden="true" data-table-cue>
        Desliza <ArrowRight size={14} strokeWidth={2.5} />
      </Cue>
      <Scroller tabIndex={0} role="region" aria-label={label} $cards={cards} $figures={figures}>
        <table>{children}</table>
      </Scroller>
    </Wrap>
  );
}
