// The topic filter's CSS, which needs no JavaScript: for each topic, `:has()` on the wrapper sees
// which radio is checked, hides the posts of other topics and shows that topic's heading. The
// posts left flow as one grid of equal cards: kept in their parts (featured, trending, the rest)
// they left half rows under headings of one card, and the featured card stayed a wide hero over
// two small ones (design review 24). A topic's last post, when alone on its row, spans it on its
// side (the whole list puts such a card first instead: gridColumns). Browsers without `:has()`
// get the whole list.
import { css } from '@emotion/react';
import { space } from '../../theme/tokens';
import { whereChipsFilter } from '../../ui/FilterChips';
import { gridColumns, gridTemplate } from './gridColumns';

/** The value of the option that shows every post. */
export const allTopics = 'todos';

export interface FilterTopic {
  key: string;
  count: number;
  /** The slug of the topic's last post in the list. */
  last: string;
}

/** A card laid on its side across the row: cover in one column, text in the rest. */
const acrossRow = (columns: number) =>
  `grid-column: 1 / -1; grid-template-columns: minmax(0, 1fr) minmax(0, ${columns - 1}fr); align-items: center;`;

const oneColumn = 'grid-column: auto; grid-template-columns: minmax(0, 1fr); align-items: start;';

/** A topic's only post, as the topic's feature: cover and text in halves, a larger title. Across
 * the row with a column-wide cover it left some 700 px of empty card beside a small title
 * (review 29, 7 of the 10 topics have one post). */
const lone = `grid-column: 1 / -1; grid-template-columns: repeat(2, minmax(0, 1fr)); align-items: center; column-gap: ${space.lg}; & :is(h2, h3) { font-size: clamp(1.5rem, 3vw, 2.1rem); }`;

export function topicFilterStyles(topics: readonly FilterTopic[]) {
  if (topics.length === 0) return css``;
  const chosen = (key: string) => `&:has(input[value="${key}"]:checked)`;
  const hidden = topics.flatMap(({ key }) => [
    `${chosen(key)} [data-post]:not([data-topics="${key}"])`,
    `${chosen(key)} [data-blog-featured]:not(:has([data-topics="${key}"]))`,
  ]);
  const headings = topics.map(({ key }) => `${chosen(key)} [data-topic-heading="${key}"]`);
  const narrowed = `&:has(input:not([value="${allTopics}"]):checked)`;
  // Each width's rule restates every topic's last card: the media queries are min-widths, so a
  // card spanned at two columns would stay spanned at three.
  const lastAlone = gridColumns
    .filter(({ columns }) => columns > 1)
    .map(({ media, columns }) => {
      const rules = topics.map(
        ({ key, count, last }) =>
          `${chosen(key)} [data-post="${last}"] { ${count === 1 ? lone : count % columns === 1 ? acrossRow(columns) : oneColumn} }`,
      );
      return `${media} { ${rules.join('\n')} }`;
    })
    .join('\n');
  return whereChipsFilter(css`
    ${hidden.join(',\n')},
    ${narrowed} section > h2 {
      display: none;
    }
    ${headings.join(',\n')} {
      display: flex;
    }
    ${narrowed} {
      display: grid;
      gap: ${space.md};
      ${gridTemplate}
      > :is(fieldset, [data-topic-heading]) {
        grid-column: 1 / -1;
      }
      > section,
      > section > div,
      > [data-blog-featured] {
        display: contents;
      }
      /* On a phone each card keeps its own layout: made one column, a chosen topic's cards
         took a 300 px square cover each while the whole list showed small ones (review 89D). */
      ${gridColumns[1].media} {
        [data-post] {
          ${oneColumn}
        }
      }
      [data-blog-featured] h3 {
        font-size: 1.2rem;
      }
    }
    ${lastAlone}
  `);
}
