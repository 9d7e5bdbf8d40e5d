// The estimate on wide screens: a card that sticks beside the choices. Its surface follows the
// theme (the semantic surface colour, a border and a shadow), so in the dark theme it is a raised
// dark card, never a white slab.
import { css } from '@emotion/react';
import { primaryButton } from '../../ui/buttonStyles';
import { eyebrowText, stickyBelowNavbar } from '../../ui/surfaces';
import { color, radius, space } from '../../theme/tokens';

export const estimateCard = css`
  ${stickyBelowNavbar(space.md)}
  > .sheet {
    position: relative;
    display: grid;
    padding: clamp(1.25rem, 2.4vw, 2rem);
    border: 1px solid ${color.border};
    border-radius: ${radius.lg};
    background: ${color.surface};
    color: ${color.text};
    box-shadow: 0 24px 48px -28px rgba(0, 0, 0, 0.35);
  }
  .eyebrow {
    ${eyebrowText}
    color: ${color.textMuted};
  }
  output {
    display: block;
    margin-top: 0.5rem;
    font-size: clamp(2.25rem, 3.6vw, 3rem);
    font-weight: 800;
    line-height: 1.05;
    letter-spacing: -0.02em;
    white-space: nowrap;
  }
  .usd {
    margin-top: 0.375rem;
    font-size: 1.0625rem;
    font-weight: 700;
    color: ${color.textMuted};
    font-variant-numeric: tabular-nums;
  }
  .toggle,
  .chevron,
  .detail-head,
  .duration-row {
    display: none;
  }
  .detail {
    margin-top: ${space.md};
    padding-top: ${space.sm};
    border-top: 1px solid ${color.border};
  }
  dl {
    display: grid;
    gap: 0.625rem;
    margin: 0;
  }
  dl > div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${space.sm};
  }
  dt {
    color: ${color.textMuted};
    font-size: 0.9375rem;
  }
  .line-detail {
    display: block;
    margin-top: 0.125rem;
    font-size: 0.8125rem;
    line-height: 1.45;
  }
  /* Off phones (their sheet lies over the form), with the form in sight, whose ticked chips name the extras, the card keeps to their count and sum:
     five lines of names pushed its button below a 1280 × 800 screen (review 37A). */
  @media (min-width: 641px) {
    .line-detail {
      display: none;
    }
  }
  /* On a short laptop screen the whole card did not fit: by the last extras it had slid up
     with the choices' end, its estimate out of sight (review 88B). There the form's ticked
     chips name the lines: the card keeps the estimate, its notes and the button. */
  @media (min-width: 641px) and (max-height: 800px) {
    .detail dl {
      display: none;
    }
    /* Without its lines, the rule over them stood alone (review 89D). */
    .detail {
      margin-top: 0;
      border-top: 0;
      padding-top: 0;
    }
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .sum {
    margin-top: 0.25rem;
    padding-top: 0.75rem;
    border-top: 1px solid ${color.border};
  }
  /* The total is the heaviest line of the breakdown. */
  .sum dt,
  .sum dd {
    font-size: 1.0625rem;
    font-weight: 800;
  }
  .sum dt {
    color: ${color.text};
  }
  .range-note {
    margin-top: ${space.sm};
    padding: 0.5rem 0.75rem;
    border-radius: ${radius.sm};
    background: ${color.bgAlt};
    font-size: 0.875rem;
    font-weight: 600;
  }
  .disclaimer {
    margin-top: ${space.sm};
    font-size: 0.8125rem;
    color: ${color.textMuted};
  }
  .quote {
    ${primaryButton}
    width: 100%;
    margin-top: ${space.md};
  }
`;
