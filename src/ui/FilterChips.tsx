// Radio buttons styled as chips, for a list filtered without JavaScript: they only set state
// that the list's CSS reads with :has() (the cases' industries, the blog's topics); arrows move
// between options, as in any radio group.
import { css, type SerializedStyles } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { breakpoint, color, finePointer, navbarHeight, radius, space } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';
import { eyebrowText } from './surfaces';
import { textButton } from './buttonStyles';
import { chipFilterAttr } from '../lib/pageAttributes';

const Fieldset = styled.fieldset`
  margin: 0 0 ${space.md};
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    ${eyebrowText}
    padding: 0;
    margin-bottom: ${space.xs};
    color: ${color.textMuted};
    /* A phone's first screen is for the first article: the row of topics, 'Todos' first, says
       what it is; the legend stays for screen readers (review 93Q). */
    ${breakpoint.mobile} {
      ${visuallyHidden}
    }
  }
`;

// On a phone the chips take one row that scrolls sideways, edge to edge, fading at the right:
// wrapped, they made an unplanned second row above the first card (design review 8). Padding
// keeps the focus ring inside the scrolling box; scroll padding keeps a chosen chip, which the
// browser scrolls into view, off the screen's edge, where its border was cut (review 9).
const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  ${breakpoint.small} {
    flex-wrap: nowrap;
    gap: 0.4rem;
    overflow-x: auto;
    scrollbar-width: none;
    margin-inline: calc(-1 * ${space.md});
    /* The end padding lets the last chip scroll clear of the fade (review 29: a chosen last
       chip stayed greyed under it). */
    padding: 6px 3rem 6px ${space.md};
    /* The fade at the right is narrow and kept clear of a chosen chip scrolled into view: over
       15% of the row it greyed out half of the chip just chosen (design review 24). */
    scroll-padding-inline: ${space.md} 3rem;
    mask-image: linear-gradient(
      to right,
      transparent,
      #000 ${space.md} calc(100% - 2.5rem),
      transparent
    );
    > label {
      flex: none;
    }
  }
  label {
    position: relative;
    display: block;
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  input + span {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    padding: 0.5rem 0.6rem 0.5rem 1.1rem;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    font-weight: 600;
    white-space: nowrap;
    ${breakpoint.small} {
      gap: 0.35rem;
      padding: 0.4rem 0.45rem 0.4rem 0.8rem;
      font-size: 0.95rem;
    }
    /* A finger needs 44 px; a mouse does not, and eleven tall pills outweighed the articles
       they sort (review 93O). */
    ${finePointer} {
      min-height: 38px;
      padding: 0.35rem 0.5rem 0.35rem 0.95rem;
      font-size: 0.9375rem;
    }
  }
  input:hover + span {
    border-color: ${color.text};
  }
  input:checked + span {
    background: ${color.text};
    border-color: ${color.text};
    color: ${color.bg};
  }
  @media (forced-colors: active) {
    input:checked + span {
      border: 3px solid Highlight;
    }
  }
  input:focus-visible + span {
    outline: 3px solid ${color.link};
    outline-offset: 3px;
  }
  /* The count in the text's weight: in the label's 'bolder' (900) eleven counts, nine of them
     '1' or '3', made the row busier than the articles it sorts (review 93Q). */
  b {
    min-width: 1.75rem;
    padding: 0.1rem 0.45rem;
    font-weight: 500;
    border-radius: ${radius.pill};
    background: ${color.bgAlt};
    color: ${color.textMuted};
    font-size: 0.8rem;
    text-align: center;
  }
  input:checked + span b {
    background: ${color.primary};
    color: ${color.onPrimary};
  }
`;

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
  count: number;
}

interface Props {
  /** The radio group's name, unique on the page. */
  name: string;
  legend: string;
  /** The first one starts checked: it shows the whole list. */
  choices: FilterChoice[];
  /** What a count means, for screen readers ("3 casos"); the chip shows the bare number. */
  countText: (count: number) => string;
}

export function FilterChips({ name, legend, choices, countText }: Props) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Chips>
        {choices.map(({ key, label, count }, index) => (
          <label key={key}>
            <input type="radio" name={name} value={key} defaultChecked={index === 0} />
            <span>
              {label}
              <b aria-hidden="true">{count}</b>
              <span className="visually-hidden">{` (${countText(count)})`}</span>
            </span>
          </label>
        ))}
      </Chips>
    </Fieldset>
  );
}
