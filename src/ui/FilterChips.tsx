// Radio buttons styled as chips, for a list filtered without JavaScript: they only set state
// that the list's CSS reads with :has() (the cases' industries, the blog's topics); arrows move
// between options, as in any radio group.
import { css, type SerializedStyles } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { breakpoint, color, navbarHeight, space } from '../theme/tokens';
import { textButton } from './buttonStyles';
import { chipFilterAttr } from '../lib/pageAttributes';

import { Chips, Fieldset } from './FilterChips.styles';

/** The CSS of a list filtered by the chips, for the element that holds both: the chips show,
 *  and `rules` apply, only where the browser has :has(); elsewhere the list stays whole and the
 *  chips, which could not filter it, are not shown. */
export function whereChipsFilter(rules: SerializedStyles | string) {
  return css`
    > fieldset {
      display: none;
    }
    @supports selector(:has(*)) {
      > fieldset {
        display: block;
      }
      ${rules}
    }
  `;
}

/** What holds the chips and the list they filter: a form, so that 'Ver todos' can be a reset
 * button, which checks the first chip again without JavaScript. `filter` is the list's CSS. */
const FilterForm = styled.form<{ $filter: SerializedStyles }>`
  /* A filtered address opens here (islands/chipFilter), clear of the navbar. */
  scroll-margin-top: calc(${navbarHeight} + ${space.sm});
  ${({ $filter }) => $filter}
`;

export function Filterable({
  $filter,
  children,
}: {
  $filter: SerializedStyles;
  children: ReactNode;
}) {
  return (
    <FilterForm $filter={$filter} {...{ [chipFilterAttr]: '' }}>
      {children}
    </FilterForm>
  );
}

// The way back to the whole list, at the end of the chosen option's heading. On a phone the chips
// scroll sideways, and after a choice near the end the first one is out of view (review 30).
// A reset button: in the tab order, a button to readers, and it needs no script (review 31).
const ShowAllButton = styled.button`
  ${textButton}
  color: ${color.link};
  font-size: 1rem;
  font-weight: 600;
  text-underline-offset: 0.2em;
  white-space: nowrap;
  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 3px solid ${color.link};
    outline-offset: 3px;
  }
`;

/** The button that shows the whole list again, for the heading of a narrowed list. */
export function ShowAll({ label }: { label: string }) {
  return <ShowAllButton type="reset">{label}</ShowAllButton>;
}

/** The heading line of a narrowed list: its title (the option, then its count in a <span>), and
 * the way back to the whole list at the end; on a phone below it, always, so the list does not
 * move by a line from one choice to the next (review 31). Hidden until the list's CSS shows the
 * chosen option's line, as flex. One for the cases and the blog. */
export const FilterStatusLine = styled.div`
  display: none;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  column-gap: ${space.md};
  > :first-child {
    font-size: clamp(1.35rem, 2.5vw, 1.75rem);
    font-weight: 700;
  }
  span {
    color: ${color.textMuted};
    font-weight: 600;
  }
  ${breakpoint.small} {
    flex-direction: column;
  }
`;

export interface FilterChoice {
  key: string;
  label: string;
  /** Shown on the chip when given. The blog's topics go without: seven of its ten have one post,
   *  and a row of "1"s read as a blog with little in it (review 93R). */
  count?: number;
}

interface Props {
  /** The radio group's name, unique on the page. */
  name: string;
  legend: string;
  /** The first one starts checked: it shows the whole list. */
  choices: FilterChoice[];
  /** What a count means, for screen readers ("3 casos"); the chip shows the bare number. */
  countText?: (count: number) => string;
}

export function FilterChips({ name, legend, choices, countText = String }: Props) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Chips>
        {choices.map(({ key, label, count }, index) => (
          <label key={key}>
            <input type="radio" name={name} value={key} defaultChecked={index === 0} />
            <span>
              {label}
              {count !== undefined && (
                <>
                  <b aria-hidden="true">{count}</b>
                  <span className="visually-hidden">{` (${countText(count)})`}</span>
                </>
              )}
            </span>
          </label>
        ))}
      </Chips>
    </Fieldset>
  );
}
