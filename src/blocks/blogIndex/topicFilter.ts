// The topic filter's CSS, which needs no JavaScript: for each topic, `:has()` on the wrapper sees
// which radio is checked and hides the posts of other topics, and shows that topic's heading. The posts left then flow as one
// grid: kept in their parts (featured, trending, the rest) they left half rows under headings
// of one card. The whole list's last card, which spans its row, takes one column again.
// Browsers without `:has()` get no filter and the whole list.
import { css } from '@emotion/react';
import { space } from '../../theme/tokens';
import { whereChipsFilter } from '../../ui/FilterChips';
import { gridColumns, gridTemplate } from './gridColumns';

/** From two columns up, where the whole list's last card may span its row. */
const wideEnough = gridColumns[1].media;

/** The value of the option that shows every post. */
export const allTopics = 'todos';

export function topicFilterStyles(topicKeys: readonly string[]) {
  if (topicKeys.length === 0) return css``;
  const chosen = (key: string) => `&:has(input[value="${key}"]:checked)`;
  const hidden = topicKeys.flatMap((key) => [
    `${chosen(key)} [data-post]:not([data-topics="${key}"])`,
    `${chosen(key)} [data-blog-featured]:not(:has([data-topics="${key}"]))`,
  ]);
  const headings = topicKeys.map((key) => `${chosen(key)} [data-topic-heading="${key}"]`);
  const narrowed = `&:has(input:not([value="${allTopics}"]):checked)`;
  return whereChipsFilter(css`
    ${hidden.join(',\n')},
    ${narrowed} section > h2 {
      display: none;
    }
    ${headings.join(',\n')} {
      display: block;
    }
    ${narrowed} {
      display: grid;
      gap: ${space.md};
      ${gridTemplate}
      > :is(fieldset, [data-blog-featured], [data-topic-heading]) {
        grid-column: 1 / -1;
      }
      > section,
      > section > div {
        display: contents;
      }
      ${wideEnough} {
        section [data-post] {
          grid-column: auto;
          grid-template-columns: minmax(0, 1fr);
        }
      }
    }
  `);
}
