// The CSS that makes the industry filter work without JavaScript: for each option, `:has()` on
// the wrapper sees which radio is checked, hides the other cards and widens the ones that keep
// the grid's rows full (balancedRows). Browsers without `:has()` get no filter and the layout
// of the full list.
import { css, type SerializedStyles } from '@emotion/react';
import { mediumRoles, wideRoles } from './balancedRows';
import type { FilterOption } from './industryOptions';
import { whereChipsFilter } from '../../ui/FilterChips';
import { breakpoint } from '../../theme/tokens';
import { belowDesktop } from '../../theme/breakpoints';

export const wideScreen = breakpoint.desktop;
export const mediumScreen = `@media (min-width: 640px) and ${belowDesktop}`;
export const narrowScreen = '@media (max-width: 639.98px)';

/** Styles of a card that spans the row: on its side (wide screens) or upright (medium). */
export interface CardLayouts {
  featured: SerializedStyles;
  spanning: SerializedStyles;
}

interface Selectors {
  hidden: string[];
  wideFeatured: string[];
  wideHalf: string[];
  mediumFull: string[];
}

const emptySelectors = (): Selectors => ({
  hidden: [],
  wideFeatured: [],
  wideHalf: [],
  mediumFull: [],
});

const checked = (key: string) => `&:has(input[value="${key}"]:checked)`;

function collect(scope: string, members: number[], into: Selectors) {
  const card = (index: number) => `${scope} > ul > li:nth-of-type(${index + 1})`;
  const wide = wideRoles(members.length);
  const medium = mediumRoles(members.length);
  members.forEach((index, position) => {
    if (wide[position] === 'featured') into.wideFeatured.push(card(index));
    if (wide[position] === 'half') into.wideHalf.push(card(index));
    if (medium[position] === 'full') into.mediumFull.push(card(index));
  });
}

const rule = (selectors: string[], body: SerializedStyles | string) =>
  selectors.length === 0
    ? ''
    : css`
        ${selectors.join(',\n')} {
          ${body}
        }
      `;

function layoutRules(selectors: Selectors, { featured, spanning }: CardLayouts) {
  return css`
    ${rule(selectors.hidden, 'display: none;')}
    ${wideScreen} {
      ${rule(selectors.wideHalf, 'grid-column: span 3;')}
      ${rule(selectors.wideFeatured, featured)}
    }
    ${mediumScreen} {
      ${rule(selectors.mediumFull, spanning)}
    }
  `;
}

/**
 * `options` starts with the one that shows every case. Without a filter (`filtered` false) the
 * full list is laid out the same way, unconditionally.
 */
export function caseFilterStyles(options: FilterOption[], layouts: CardLayouts, filtered: boolean) {
  const [all, ...groups] = options;
  const unfiltered = emptySelectors();
  collect('&', all?.members ?? [], unfiltered);
  if (!filtered) return layoutRules(unfiltered, layouts);
  const byOption = emptySelectors();
  const statuses = groups.map(({ key }) => `${checked(key)} > [data-filter-status="${key}"]`);
  collect(checked(all?.key ?? ''), all?.members ?? [], byOption);
  for (const { key, members } of groups) {
    collect(checked(key), members, byOption);
    byOption.hidden.push(`${checked(key)} > ul > li:not([data-group="${key}"])`);
  }
  return css`
    ${whereChipsFilter(css`
      ${layoutRules(byOption, layouts)}
      ${statuses.join(',\n')} {
        display: flex;
      }
    `)}
    @supports not selector(:has(*)) {
      ${layoutRules(unfiltered, layouts)}
    }
  `;
}
