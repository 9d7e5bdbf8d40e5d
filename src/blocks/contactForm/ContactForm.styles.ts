import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { LoaderCircle } from 'lucide-react';
import { breakpoint, color, motionOk, radius, space } from '../../theme/tokens';
import { primaryButton } from '../../ui/buttonStyles';
import { plainList, stickyBelowNavbar, yellowDisc } from '../../ui/surfaces';

// The heading and the next steps on the left, the form on the right; in one column the page's
// order: the heading, the promise (PromiseLine, a phone's only), the form, then the steps, so a
// phone reaches the fields first. Focus follows what a phone shows.
export const Layout = styled.div<{ $tallAside: boolean; $sticky: boolean; $word: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${space.md};
  > header {
    margin-bottom: 0;
  }
  /* In one column, what comes after the form starts at a section's distance from its card, not
     a field's: 24 px under it, the steps read as the form's foot (review 67A). */
  > form + * {
    margin-top: ${space.md};
  }
  ${breakpoint.wide} {
    /* A jump to the form (/#contact-form) lands its top 24 px under the navbar, not the
       section's 64 px of padding under the page's 16 px (GlobalStyles' scroll padding): with
       a case or a service over the fields, the button fell under the fold at 1280 x 800
       (review 50A). */
    section:has(&) {
      scroll-margin-top: -3.5rem;
    }
    /* Beside the form, a column that also holds who answers and a client's word takes half the
       row: at two fifths its heading broke in three lines and its steps in two, and the column
       ran 300 px past the form (review 55A). */
    grid-template-columns: ${({ $tallAside }) =>
      $tallAside ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 2fr) minmax(0, 3fr)'};
    /* A client's word runs under both columns: under the form it hung 180 px below the steps'
       column (review 87I); beside the steps, that column ran 150 px past the form (55A). */
    grid-template-areas: 'heading form' 'steps form' ${({ $word }) => ($word ? "'word word'" : '')};
    grid-template-rows: auto 1fr ${({ $word }) => ($word ? 'auto' : '')};
    gap: ${space.lg} ${space.xl};
    > header {
      grid-area: heading;
    }
    > form {
      grid-area: form;
      /* Beside a column longer than itself (the steps and who answers), the form stays in view
         while that column scrolls by: it left a blank column under the form (review 26). Only
         there, so other pages do not carry the rule. */
      ${({ $sticky }) => ($sticky ? stickyBelowNavbar(space.sm) : '')}
    }
    > div {
      grid-area: steps;
    }
    > form + * {
      margin-top: 0;
    }
    > figure {
      grid-area: word;
    }
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
  /* On a phone the first step also stands over the form (PromiseLine), and stays here: hidden,
     the list read 1, 2 (other steps than the desktop's), then 2, 3 with no 1 (reviews 85A,
     86A); said twice, five fields apart, is the lesser fault (54A, 55A). */
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
  /* Busy, it keeps its colour (dimmed, the yellow went olive on the dark theme: review 42B);
     its label and the turning mark say it is sending. */
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
  /* As wide while it says 'Enviando…' as with its label: it shrank by 74 px (review 43A). */
  min-width: 15.5rem;
  /* On a phone, as wide as the fields above it, like the site's other form buttons there. */
  ${breakpoint.small} {
    width: 100%;
  }
`;

const spin = keyframes`
  to {
    transform: rotate(1turn);
  }
`;

// Shown only while sending: its CSS joins the page then, not the HTML of every page. A turning
// ring, not a tick: a bouncing ✓ read as 'sent' before anything was (review 87A).
export const SendingMark = styled(LoaderCircle)`
  ${motionOk} {
    animation: ${spin} 0.9s linear infinite;
  }
`;

export const Privacy = styled.p`
  font-size: 0.8125rem;
  color: ${color.textMuted};
  a {
    color: ${color.text};
  }
`;
