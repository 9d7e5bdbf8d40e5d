// Article bodies: react-markdown renders Markdown to React elements without ever passing raw
// HTML through (no rehype-raw), so content cannot inject markup or scripts. GFM adds tables.
import styled from '@emotion/styled';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { isExternal } from './ButtonLink';
import { ScrollTable } from './ScrollTable';
import { keepRangesInText } from '../lib/keepRanges';
import { renderAllAttr } from '../lib/pageAttributes';
import { anchorHeadings } from '../lib/outline';
import { figureTable, labelTableCells, tableColumns, tableLabel } from '../lib/tableLabel';
import { color, radius, space } from '../theme/tokens';
import { Illustration, illustrationSizes } from './Illustration';

const Prose = styled.div`
  display: grid;
  gap: ${space.sm};
  font-size: 1.1rem;
  line-height: 1.75;
  /* Past the opening lines, each paragraph, heading or table is laid out only when it comes near
     the viewport (as sections are: ui/Section). An article's first layout shaped all of its text
     at once, 60-150 ms of a 9x-slowed phone's main thread; traces halve it with this. A jump
     within the page renders them all first (renderWholePage). */
  > :nth-child(n + 5) {
    content-visibility: auto;
    contain-intrinsic-size: auto 7rem;
  }
  /* That also clips painting to the box: half a rem of room each side of a paragraph keeps a
     link's focus ring whole where the link starts or ends a line (lists, quotes and tables
     have padding of their own). */
  > :is(p, h2, h3):nth-child(n + 5) {
    padding-inline: 0.5rem;
    margin-inline: -0.5rem;
  }
  html[${renderAllAttr}] & > * {
    content-visibility: visible;
  }
  h2 {
    margin-top: ${space.md};
    font-size: clamp(1.5rem, 3vw, 1.9rem);
  }
  h3 {
    margin-top: ${space.sm};
    font-size: 1.3rem;
  }
  ul,
  ol {
    margin: 0;
    padding-left: 1.4rem;
    display: grid;
    gap: 0.4rem;
  }
  /* The site's yellow list mark, as on every other list. An article's items are sentences:
     none ends on a line of one word, as its paragraphs don't. */
  ul > li::marker {
    color: ${color.primary};
  }
  li {
    text-wrap: pretty;
  }
  a {
    color: ${color.link};
    text-underline-offset: 3px;
    font-weight: 600;
  }
  blockquote {
    margin: 0;
    padding: ${space.sm} ${space.md};
    border-left: 4px solid ${color.primary};
    background: ${color.bgAlt};
    border-radius: 0 ${radius.sm} ${radius.sm} 0;
  }
  /* A step under the body's size, not two: at 14 px under 18 px text the tables read as fine
     print (design review 24). The first column names the row: semibold. A price is what a
     reader scans for: bold (lib/tableLabel marks it). */
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 1rem;
  }
  td:first-of-type {
    font-weight: 600;
  }
  td.amount {
    font-weight: 700;
  }
  th,
  td {
    padding: 0.7rem 1rem;
    border-bottom: 1px solid ${color.border};
    text-align: left;
    vertical-align: top;
    font-variant-numeric: tabular-nums;
  }
  /* The head row labels the columns, smaller and muted on a tinted band: in the body's bold it
     read as one more row (design review 27), and bare over the rows the table looked like a
     draft (review 88B). The table's frame is ScrollTable's. */
  th {
    font-size: 0.875rem;
    color: ${color.textMuted};
    background: ${color.bgAlt};
  }
  tbody tr:last-of-type td {
    border-bottom: 0;
  }
  code {
    font-size: 0.9em;
  }
`;

const components: Components = {
  a: ({ href = '', children }) =>
    isExternal(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a href={href}>{children}</a>
    ),
  // react-markdown empties unsafe URLs (javascript: and the like): drop such an image entirely.
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <Illustration src={src} alt={alt ?? ''} sizes={illustrationSizes.wide} loading="lazy" />
    ) : null,
  // A table wider than the column scrolls inside it; on a phone its rows become cards.
  table: ({ node, children }) => (
    <ScrollTable label={tableLabel(node)} columns={tableColumns(node)} figures={figureTable(node)}>
      {children}
    </ScrollTable>
  ),
};

export function Markdown({ source }: { source: string }) {
  return (
    <Prose>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[labelTableCells, anchorHeadings, keepRangesInText]}
        components={components}
        skipHtml
      >
        {source}
      </ReactMarkdown>
    </Prose>
  );
}
