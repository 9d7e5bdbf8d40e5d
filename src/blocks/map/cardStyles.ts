// Styles of the address card. No state changes the card's height on its own: a failure or a load
// can arrive long after the click, when a layout shift would count.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import { yellowSquare } from '../../ui/surfaces';

export const Card = styled.div`
  position: absolute;
  left: ${space.md};
  bottom: ${space.md};
  z-index: 1;
  width: min(400px, calc(100% - 2 * ${space.md}));
  padding: ${space.md};
  /* A touch stronger than the usual border: in the dark theme it is what lifts the card. */
  border: 1px solid color-mix(in srgb, ${color.text} 12%, ${color.surface});
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  box-shadow:
    0 1px 2px rgba(0, 0, 0, 0.08),
    0 16px 40px -12px rgba(0, 0, 0, 0.3);
  /* On a phone the card sits under the plan, not over it: however long the address, the pin
     stays in view above it. Flat, the frame's foot on a rule: floating with its shadow, it read
     as a card laid over 40% of the map (review 91E). */
  ${breakpoint.mobile} {
    position: relative;
    left: auto;
    bottom: auto;
    width: auto;
    margin: 0;
    padding: ${space.sm};
    border: 0;
    border-top: 1px solid ${color.border};
    border-radius: 0;
    box-shadow: none;
  }
  ${breakpoint.small} {
    padding: 0.875rem;
  }
`;

export const Place = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.875rem;
  align-items: start;
  p:first-of-type {
    font-size: 1.125rem;
    font-weight: 800;
    line-height: 1.3;
  }
  p + p {
    margin-top: 0.125rem;
    color: ${color.textMuted};
  }
  ${breakpoint.mobile} {
    grid-template-columns: 1fr;
  }
  ${breakpoint.small} {
    p:first-of-type {
      font-size: 1rem;
    }
    p + p {
      font-size: 0.9375rem;
      line-height: 1.4;
    }
  }
`;

export const PlaceMark = styled.span`
  ${yellowSquare('40px')}
  ${breakpoint.mobile} {
    /* The pin just above says where; the address gets the whole width. */
    display: none;
  }
`;

const spin = keyframes`to { transform: rotate(1turn); }`;

export const Spinner = styled.span`
  flex: none;
  width: 16px;
  height: 16px;
  border: 2px solid color-mix(in srgb, ${color.text} 20%, transparent);
  border-top-color: ${color.text};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** Holds the live status and, while there is one, an invisible copy of the longest message: the
 * slot is as tall as the failure text at any width, whichever message shows. */
export const StatusSlot = styled.div`
  display: grid;
  > * {
    grid-area: 1 / 1;
  }
  &[data-active] {
    margin-top: ${space.sm};
  }
  [data-sizer] {
    visibility: hidden;
  }
`;

export const Status = styled.p`
  display: flex;
  align-items: center;
  align-self: start;
  gap: 0.5rem;
  font-size: 0.95rem;
  font-weight: 600;
  line-height: 1.4;
  svg {
    flex: none;
  }
  &[data-tone='failed'] svg {
    color: ${color.danger};
  }
  ${breakpoint.mobile} {
    font-size: 0.875rem;
  }
`;
