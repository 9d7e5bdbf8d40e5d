// What another page hands the form, restated over the fields (QuoteHandoffLine): the
// calculator's quote (its total first and bold, then the choices and what happens to it) or a
// service page's topic. Its CSS comes with it, only when shown.
import styled from '@emotion/styled';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import { textButton } from '../../ui/buttonStyles';

export const QuoteLine = styled.div`
  display: grid;
  gap: 0.35rem;
  /* As far from the first field as the field rows are from each other. */
  margin-bottom: 0.75rem;
  /* A card in the form's card: on a phone, narrower margins inside it (review 42A). */
  ${breakpoint.small} {
    padding-inline: ${space.sm};
  }
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  background: ${color.bgAlt};
  box-shadow: inset 0 0 0 1px ${color.border};
  /* The loader's stand-in before it is filled (HandoffPreviewSlot). */
  &[hidden] {
    display: none;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.25rem ${space.sm};
    /* Beside a phone's column, the actions on the label's row whatever the value's length (a
       service's long name sent them to a second line, a quote's stayed right: 45B), the value
       under both with the box's whole width. */
    @media (min-width: 641px) {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      column-gap: ${space.sm};
      p:has(strong) {
        display: contents;
      }
      strong {
        grid-column: 1 / -1;
        grid-row: 2;
      }
      /* Their 44 px targets overlap the row's edges: the row is the label's height, the value
         right under it. */
      .actions {
        margin-block: -10px;
      }
    }
  }
  .head p {
    font-weight: 600;
  }
  /* A small label over the value, which then has the line's width: beside it, a service's name
     wrapped to two lines with room to spare, and a phone's box grew to 200 px (review 46A). The
     colon stays in the text for what reads it aloud or copies it, not on screen. */
  .label {
    display: block;
    color: ${color.textMuted};
    font-size: 0.85rem;
  }
  .sep {
    display: none;
  }
  strong {
    display: block;
    font-size: 1.25rem;
    line-height: 1.3;
    font-weight: 800;
  }
  .actions {
    display: flex;
    gap: ${space.sm};
  }
  /* 44 px tall targets: 26 px side by side were easy to miss on a phone (review 43A). */
  a,
  button {
    ${textButton}
    color: ${color.text};
    font-weight: 700;
    text-underline-offset: 0.2em;
  }
  .note {
    max-width: none;
    color: ${color.textMuted};
    font-size: 0.9375rem;
    text-wrap: wrap;
  }
  .warning {
    display: flex;
    gap: 0.4rem;
    align-items: flex-start;
    font-size: 0.9375rem;
    font-weight: 600;
    svg {
      flex: none;
      margin-top: 0.2em;
      color: ${color.danger};
    }
  }
`;
