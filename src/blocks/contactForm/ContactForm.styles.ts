import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import { breakpoint, color, motionOk, navbarHeight, radius, space } from '../../theme/tokens';
import { primaryButton, secondaryButton } from '../../ui/buttonStyles';
import { plainList, stickyBelowNavbar, yellowDisc } from '../../ui/surfaces';

// The heading and the next steps on the left, the form on the right; in one column the form
// comes right after the heading, and the steps after the form, so a phone reaches the fields
// first. The order in the page is the phone's, so focus follows what a phone shows.
export const Layout = styled.div<{ $tallAside: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  grid-template-areas: 'heading form' 'steps form';
  grid-template-rows: auto 1fr;
  align-items: start;
  gap: ${space.lg} ${space.xl};
  > header {
    grid-area: heading;
    margin-bottom: 0;
  }
  > form {
    grid-area: form;
  }
  /* Beside a column longer than itself (the steps, who answers and a client's word), the form
     stays in view while that column scrolls by: it left a blank column under the form (review
     26). Only there, so other pages do not carry the rule. */
  ${({ $tallAside }) =>
    $tallAside && `@media (min-width: 769px) { > form { ${stickyBelowNavbar(space.sm)} } }`}
  > div {
    grid-area: steps;
  }
  ${breakpoint.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'heading' 'form' 'steps';
    grid-template-rows: none;
    gap: ${space.md};
  }
`;

// Numbered circles on a thin rail: the visitor sees the three moves after "Enviar".
export const NextSteps = styled.div`
  display: grid;
  gap: ${space.md};
  h2,
  h3 {
    font-size: 0.85rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }
  ol {
    ${plainList}
    display: grid;
    gap: ${space.md};
    counter-reset: step;
  }
  li {
    position: relative;
    padding-left: 3rem;
    min-height: 2rem;
    font-weight: 600;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: -0.1rem;
    ${yellowDisc('2rem')}
  }
  li:not(:last-of-type)::after {
    content: '';
    position: absolute;
    left: calc(1rem - 1px);
    top: 2.1rem;
    bottom: calc(-1 * ${space.md} + 0.2rem);
    width: 2px;
    background: ${color.border};
  }
  p {
    color: ${color.textMuted};
  }
  a {
    color: ${color.text};
    font-weight: 700;
  }
`;

export const Form = styled.form`
  position: relative;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  /* Rows far enough apart that an error reads as its field's, not as the next one's. */
  gap: 0.875rem ${space.md};
  /* A field whose error takes two lines does not stretch the one beside it (review 26). */
  align-items: start;
  padding: ${space.lg};
  border-radius: ${radius.lg};
  border: 1px solid ${color.border};
  background: ${color.surface};
  > .wide {
    grid-column: 1 / -1;
  }
  ${breakpoint.small} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${space.md};
  }
`;

export const Submit = styled.button`
  ${primaryButton}
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
  /* On a phone, as wide as the fields above it, like the site's other form buttons there. */
  ${breakpoint.small} {
    width: 100%;
  }
`;

const bounce = keyframes`
  50% {
    transform: translateY(-6px);
  }
`;

// Under the button while a send takes long; its CSS comes with it.
export const SlowNote = styled.p`
  margin-top: ${space.xs};
  color: ${color.textMuted};
  font-size: 0.9375rem;
`;

// Shown only while sending: its CSS joins the page then, not the HTML of every page.
export const SendingMark = styled(Check)`
  ${motionOk} {
    animation: ${bounce} 0.8s ease-in-out infinite;
  }
`;

export const Failure = styled.div`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radius.md};
  border: 2px solid ${color.danger};
  /* Focused when it appears (its own border marks it): clear of the navbar when scrolled to. */
  scroll-margin-top: calc(${navbarHeight} + ${space.md});
  &:focus {
    outline: none;
  }
  p {
    font-weight: 600;
  }
  .actions {
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
  .after {
    grid-column: 2;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.sm} ${space.md};
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
    color: ${color.text};
    font-weight: 700;
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
  @media (min-width: 769px) {
    position: absolute;
    inset: 0;
    padding: ${space.lg};
    /* One centred column, mark over line over button: beside the mark the line sat left of the
       card's middle and read as a broken panel (review 38A). */
    align-content: center;
    justify-content: center;
    justify-items: center;
    grid-template-columns: minmax(0, 26rem);
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
    form:has(> &) > :not(&) {
      visibility: hidden;
    }
  }
`;

// A quote handed over by the calculator, restated over the fields (useQuoteHandoff). Quiet:
// the form's first field, not this line, is where the eye goes next.
export const QuoteLine = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  background: ${color.bgAlt};
  box-shadow: inset 0 0 0 1px ${color.border};
  a {
    color: ${color.text};
    font-weight: 700;
  }
`;

export const Privacy = styled.p`
  font-size: 0.8125rem;
  color: ${color.textMuted};
  a {
    color: ${color.text};
  }
`;
