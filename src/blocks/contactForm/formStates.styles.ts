// The form's states beyond its fields: a slow send, a failed one, the line after a lead went
// (what another page hands the form is in quoteLine.styles.ts). Each comes with its own CSS
// only when shown.
import styled from '@emotion/styled';
import { breakpoint, color, navbarHeight, radius, space } from '../../theme/tokens';
import { primaryButton, secondaryButton } from '../../ui/buttonStyles';
import { yellowDisc } from '../../ui/surfaces';

// Over the button while a send takes long; its CSS comes with it.
export const SlowNote = styled.p`
  margin-bottom: ${space.xs};
  color: ${color.textMuted};
  font-size: 0.9375rem;
  a {
    color: ${color.text};
    font-weight: 700;
  }
`;

export const Failure = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space.xs} ${space.sm};
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  border: 1px solid ${color.danger};
  > svg {
    margin-top: 0.15rem;
    color: ${color.danger};
  }
  /* Focused when it appears (its own border marks it): clear of the navbar when scrolled to. */
  scroll-margin-top: calc(${navbarHeight} + ${space.md});
  &:focus {
    outline: none;
  }
  /* Across the box: balanced as the site's short texts are ('pretty' balances three lines
     too), the message broke at 300 px of a 460 px box (review 87A). */
  p {
    font-weight: 600;
    text-wrap: wrap;
  }
  /* Apart from the retry button under it, which it named: 14 px read as one block. */
  margin-bottom: ${space.xs};
  .actions {
    grid-column: 2;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.sm};
  }
  a {
    color: ${color.text};
    font-weight: 700;
  }
`;

// After a lead went: a line at the top of the emptied form, which otherwise looked as if nothing
// had been sent once the thank-you dialog closed (review 31B).
export const Sent = styled.div`
  /* The form's card frames it: the mark beside the line, the button under the line (the whole
     width on a phone, where beside the mark it wrapped in two). */
  display: grid;
  grid-template-columns: 2rem minmax(0, 1fr);
  align-items: start;
  gap: ${space.sm};
  font-weight: 600;
  .mark {
    ${yellowDisc('2rem')}
  }
  p {
    padding-top: 0.2rem;
  }
  /* An address breaks after its '@' (a <wbr>), and only where it must: "empresa.c / l" split one
     letter from its end at 390 px (reviews 32B and 34B). */
  strong {
    overflow-wrap: break-word;
  }
  /* What went, label beside value, left-aligned in a ruled box even in the centred column. */
  .recap {
    grid-column: 2;
    display: grid;
    gap: 0.35rem;
    margin: 0;
    padding: ${space.sm} 0;
    border-block: 1px solid ${color.border};
    font-size: 0.9375rem;
    font-weight: 400;
    text-align: left;
    > div {
      display: grid;
      grid-template-columns: 6.5rem minmax(0, 1fr);
      gap: ${space.sm};
    }
    dt {
      color: ${color.textMuted};
    }
    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
    ${breakpoint.small} {
      grid-column: 1 / -1;
      > div {
        grid-template-columns: 5.5rem minmax(0, 1fr);
      }
    }
  }
  /* Its two buttons one height, side by side or stacked: the quiet one was 4 to 6 px lower than
     the yellow one beside or over it (review 55A). */
  .after {
    grid-column: 2;
    display: flex;
    flex-wrap: wrap;
    align-items: stretch;
    gap: ${space.sm} ${space.md};
    > * {
      min-height: 52px;
    }
    ${breakpoint.small} {
      grid-column: 1 / -1;
      flex-direction: column;
      align-items: stretch;
      text-align: center;
    }
  }
  button {
    ${secondaryButton}
  }
  .after a {
    ${primaryButton}
    text-decoration: none;
  }
  &:focus {
    outline: none;
  }
  /* Focused when the thank-you dialog closes: its top clear of the navbar (review 37A). */
  scroll-margin-top: calc(${navbarHeight} + ${space.md});
  /* Sent, the confirmation stands alone, the emptied fields out of the way until asked for.
     Here, not on the form: these styles come with the confirmation, so no page's HTML grows.
     Beside a column, the card keeps its size with the confirmation in its middle: shrunk to
     175 px it left a hole beside the steps, and the page jumped 450 px (reviews 36A, 37C). The
     fields keep their place unseen (hidden, so out of reach of focus and screen readers). */
  ${breakpoint.mobile} {
    form:has(> &) > :not(&) {
      display: none;
    }
  }
  ${breakpoint.wide} {
    position: absolute;
    inset: 0;
    padding: ${space.lg};
    /* One centred column, mark over line over button: beside the mark the line sat left of the
       card's middle and read as a broken panel (review 38A). */
    align-content: center;
    justify-content: center;
    justify-items: center;
    grid-template-columns: minmax(0, 30rem);
    gap: ${space.md};
    text-align: center;
    font-size: 1.125rem;
    .mark {
      ${yellowDisc('3.5rem')}
    }
    .mark svg {
      width: 28px;
      height: 28px;
    }
    .after {
      grid-column: auto;
      justify-content: center;
    }
    .recap {
      grid-column: auto;
      width: 100%;
    }
    form:has(> &) > :not(&) {
      visibility: hidden;
    }
  }
`;
