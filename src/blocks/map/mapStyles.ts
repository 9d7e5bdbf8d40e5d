import styled from '@emotion/styled';
import { breakpoint, color, motionOk, radius, space } from '../../theme/tokens';

/** The ground of the drawn plan: a hair off the page background, darker than any card on it. */
export const land = `color-mix(in srgb, ${color.text} 3%, ${color.bg})`;
/** Lines of the plan: the text colour thinned on the ground (grey on paper, grey on slate). */
export const ink = (share: number) => `color-mix(in srgb, ${color.text} ${share}%, ${land})`;

/** The map's box: its height is fixed from the first paint, whatever loads inside (CLS 0). */
export const Frame = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  border-radius: ${radius.lg};
  overflow: hidden;
  border: 1px solid ${color.border};
  background: ${land};
  isolation: isolate;
  ${breakpoint.mobile} {
    display: flex;
    flex-direction: column;
    border-radius: ${radius.md};
  }
`;

/** The live map, invisible until it has loaded; the drawn one stays visible underneath. */
export const LiveFrame = styled.iframe`
  position: absolute;
  inset: 0;
  z-index: 2;
  width: 100%;
  height: 100%;
  border: 0;
  opacity: 0;
  pointer-events: none;
  &[data-shown] {
    opacity: 1;
    pointer-events: auto;
  }
  ${motionOk} {
    transition: opacity 0.4s ease;
  }
`;

export const SketchNote = styled.p`
  position: absolute;
  top: ${space.sm};
  left: ${space.sm};
  z-index: 1;
  padding: 0.25rem 0.75rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.textMuted};
  font-size: 0.8rem;
  font-weight: 600;
  /* On a phone the plan is drawn closer: its names fill the strip, and the note covered the
     street's in the top left corner (review 81D), then sat on a landmark's in the top right
     (92F). There it is the plan's caption, under it. */
  ${breakpoint.mobile} {
    position: static;
    align-self: flex-start;
    /* In line with the address card's text under it (cardStyles). */
    margin: ${space.xs} ${space.sm} 0;
    padding: 0;
    border: 0;
    background: none;
    font-size: 0.75rem;
  }
  ${breakpoint.small} {
    margin-inline: 0.875rem;
  }
`;

export const OpenLink = styled.a`
  position: absolute;
  top: ${space.sm};
  right: ${space.sm};
  z-index: 3;
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 700;
  text-decoration: none;
  box-shadow: 0 6px 16px -6px rgba(0, 0, 0, 0.35);
`;
