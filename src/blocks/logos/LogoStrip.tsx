// The looping strip is pure CSS: three copies of the list slide by one copy's width every 20 s, so
// the loop has no seam. It stands still while hovered, while focus is inside it, after its pause
// button is pressed (WCAG 2.2.2: motion over 5 s needs a pause control) and, under reduced
// motion, it shows the list once. The button works through the loader (islands/marquee.ts), so
// it stays hidden when JavaScript does not run rather than sit there dead.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { Pause, Play } from 'lucide-react';
import type { BlockProps } from '../../content/types.generated';
import { Logo } from '../../ui/Logo';
import { breakpoint, color, motionOk, radius, space } from '../../theme/tokens';
import { plainList } from '../../ui/surfaces';
import { Tile } from './Tile';
import {
  marqueeAttr,
  marqueeToggleAttr,
  pausedAttr,
  pausedLabelAttr,
} from '../../lib/pageAttributes';

const copies = [0, 1, 2];
const loopSeconds = 20;

const slide = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(calc(-100% / 3)); }
`;

// The pause button at the strip's end, in its row: under it, it floated alone (review 56A). Its
// column exists only while the button is shown (an implicit track), so a strip that does not
// move keeps the whole width. On a phone it goes under the strip's end again: beside it, it cut
// the strip to one logo and a half (review 57D).
const Strip = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  align-items: center;
  /* Clear of the fade: 16 px from it, the button read as laid over the last logo (review
     92I). */
  gap: ${space.lg};
  ${breakpoint.mobile} {
    grid-auto-flow: row;
    justify-items: end;
    gap: ${space.xs};
  }
  &:hover ul,
  &:focus-within ul,
  &[${pausedAttr}] ul {
    animation-play-state: paused;
  }
  &[${pausedAttr}] [data-when='running'],
  &:not([${pausedAttr}]) [data-when='paused'] {
    display: none;
  }
`;

const Viewport = styled.div`
  justify-self: stretch;
  overflow: hidden;
  ${motionOk} {
    mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
  }
`;

const Track = styled.ul`
  ${plainList}
  display: flex;
  width: max-content;
  ${motionOk} {
    animation: ${slide} ${loopSeconds}s linear infinite;
  }
  /* Standing still, the list is shown once, as a wall of equal tiles whose short last row is
     centred (seven logos on a phone left one alone at the left of a two-column grid). */
  @media (prefers-reduced-motion: reduce) {
    flex-wrap: wrap;
    justify-content: center;
    gap: ${space.sm};
    width: auto;
    [data-copy] {
      display: none;
    }
    /* The tiles share the row's width, as a wall's do; a short last row stays centred, its
       tiles half a phone row wide. */
    && > li {
      flex: 1 1 140px;
      max-width: calc(50% - ${space.sm} / 2);
      margin-right: 0;
    }
    ${breakpoint.wide} {
      && > li {
        max-width: none;
      }
    }
  }
  /* A margin rather than a gap: every item carries its own spacing, so a third of the track
     is exactly one copy and the loop has no jump. */
  > li {
    flex: none;
    margin-right: ${space.md};
  }
  /* On a phone a moving strip shows two and a half logos, not one and a half: smaller plates
     with closer spacing (design review 9). */
  ${motionOk} {
    ${breakpoint.mobile} {
      > li {
        margin-right: ${space.sm};
        padding: 0.75rem;
      }
      > li img {
        width: 112px;
      }
    }
  }
`;

// A round icon button at the strip's end: as a labelled pill under the strip it read as a stray
// control (design review 10). Its label stays in the page for screen readers (and the loader
// swaps it with the state).
const Toggle = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  /* On the surface the tiles stand on: transparent, it was a black circle on the black page. */
  background: ${color.surface};
  color: ${color.text};
  cursor: pointer;
  &:hover {
    border-color: currentColor;
  }
  > span {
    ${visuallyHidden}
  }
  &[hidden] {
    display: none;
  }
  /* Nothing moves under reduced motion, so there is nothing to pause. */
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

type LogoStripProps = Pick<BlockProps<'logos'>, 'logos' | 'variant'>;

export function LogoStrip({ logos, variant }: LogoStripProps) {
  return (
    <Strip {...{ [marqueeAttr]: '' }}>
      <Viewport>
        <Track>
          {copies.flatMap((copy) =>
            logos.map((logo) => (
              <Tile
                $variant={variant}
                key={`${copy}-${logo.src}`}
                aria-hidden={copy > 0 || undefined}
                data-copy={copy > 0 ? '' : undefined}
              >
                <Logo {...logo} variant={variant} decorative={copy > 0} />
              </Tile>
            )),
          )}
        </Track>
      </Viewport>
      <Toggle
        type="button"
        hidden
        {...{ [marqueeToggleAttr]: '', [pausedLabelAttr]: 'Reanudar animación' }}
      >
        <Pause size={16} aria-hidden="true" data-when="running" />
        <Play size={16} aria-hidden="true" data-when="paused" />
        <span>Pausar animación</span>
      </Toggle>
    </Strip>
  );
}
