// The card's actions: the live-map button and the Google Maps link. Variants are data attributes,
// so a state change restyles the same elements (the focused button keeps its focus when it turns
// into "Reintentar"), and each keeps one line and one box size, so switching moves nothing.
import styled from '@emotion/styled';
import { breakpoint, color, motionOk, radius, space } from '../../theme/tokens';

/** One action per row in every state, so the card keeps its height whatever the labels; both
 *  as wide as the card, so the pair reads as one set rather than two ragged pills. */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.5rem;
  margin-top: ${space.sm};
  padding-top: ${space.sm};
  border-top: 1px solid ${color.border};
  > * {
    justify-content: center;
  }
  ${breakpoint.small} {
    margin-top: 0.75rem;
    padding-top: 0.75rem;
  }
`;

const pill = `
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border-radius: ${radius.pill};
  font: inherit;
  font-weight: 700;
  /* One line always: a label that wrapped in one state only would change the card's height. */
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  ${breakpoint.small} {
    padding-inline: 0.75rem;
    font-size: 0.9375rem;
  }
`;

/** Outlined: a yellow pill here competed with the page's own call to action beside the map
 *  (design review 21). */
export const LoadButton = styled.button`
  ${pill}
  border: 2px solid ${color.text};
  background: transparent;
  color: ${color.text};
  /* While the live map loads, the button steps back: quiet, not a faded yellow. */
  &[aria-disabled='true'] {
    border-color: ${color.border};
    background: transparent;
    color: ${color.textMuted};
    cursor: progress;
  }
  ${motionOk} {
    transition: transform 0.2s ease;
    &:hover:not([aria-disabled='true']) {
      transform: translateY(-1px);
    }
  }
`;

/** Plain or a yellow pill, with the same box either way: switching it moves nothing. */
export const MapsLink = styled.a`
  ${pill}
  gap: 0.375rem;
  border: 2px solid transparent;
  color: ${color.text};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  &[data-variant='primary'] {
    border-color: ${color.primary};
    background: ${color.primary};
    color: ${color.onPrimary};
    text-decoration: none;
  }
`;
