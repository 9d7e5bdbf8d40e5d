// The chip row's look: the fieldset and its legend, and the chips (real radios under pills),
// one row that slides on a phone. FilterChips.tsx holds the behaviour and the markup.
import styled from '@emotion/styled';
import { breakpoint, color, finePointer, radius, space } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';
import { eyebrowText } from './surfaces';
export const Fieldset = styled.fieldset`
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
export const Chips = styled.div`
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
    --chip-start: 1.1rem;
    padding: 0.5rem 0.6rem 0.5rem var(--chip-start);
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    font-weight: 600;
    white-space: nowrap;
    ${breakpoint.small} {
      gap: 0.35rem;
      --chip-start: 0.8rem;
      padding: 0.4rem 0.45rem 0.4rem var(--chip-start);
      font-size: 0.95rem;
    }
    /* A finger needs 44 px; a mouse does not, and eleven tall pills outweighed the articles
       they sort (review 93O). */
    ${finePointer} {
      min-height: 38px;
      --chip-start: 0.95rem;
      padding: 0.35rem 0.5rem 0.35rem var(--chip-start);
      font-size: 0.9375rem;
    }
  }
  /* Without a count (the blog's topics), as much room after the label as before it: the end's
     padding is the count's, and the bare labels sat off centre. */
  input + span:not(:has(> b)) {
    padding-inline-end: var(--chip-start);
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
