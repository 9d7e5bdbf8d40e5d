// The topic filter's CSS, which needs no JavaScript: for each topic, `:has()` on the wrapper sees
// which radio is checked and hides the posts without that tag. The posts left then flow as one
// grid: kept in their parts (featured, trending, the rest) they left half rows under headings
// of one card. The grid's closing tile is sized for the whole list, so it steps aside. Browsers
// without `:has()` get no filter and the whole list.
import { css } from '@emotion/react';
import { space } from '../../theme/tokens';
import { gridTemplate } from './gridColumns';

/** The value of the option that shows every post. */
export const allTopics = 'todos';

export function topicFilterStyles(topicKeys: readonly string[]) {
  if (topicKeys.length === 0) return css``;
  const hidden = topicKeys.flatMap((key) => {
    const chosen = `&:has(input[value="${key}"]:checked)`;
    const tagged = `[data-topics~="${key}"]`;
    return [
      `${chosen} [data-post]:not(${tagged})`,
      `${chosen} [data-blog-featured]:not(:has(${tagged}))`,
    ];
  });
  const narrowed = `&:has(input:not([value="${allTopics}"]):checked)`;
  return css`
    > fieldset {
      display: none;
    }
    @supports selector(:has(*)) {
      > fieldset {
        display: block;
      }
      ${hidden.join(',\n')},
      ${narrowed} :is([data-blog-closing], section > h2) {
        display: none;
      }
      ${narrowed} {
        display: grid;
        gap: ${space.md};
        ${gridTemplate}
        > :is(fieldset, [data-blog-featured]) {
          grid-column: 1 / -1;
        }
        > section,
        > section > div {
          display: contents;
        }
      }
    }
  `;
}
