// The drawn plan and the office pin, rendered on the server into the page: the map block always
// has a picture, with no request to anyone. Colours are mixed from the semantic tokens, so the
// plan follows the theme: ink on paper in light, chalk on slate in dark.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useId } from 'react';
import { breakpoint, color, motionOk } from '../../theme/tokens';
import { drawMap, mapBox, type DrawnMapInput } from './drawnMap';
import { ink } from './mapStyles';

/** The whole frame; on a phone, the space the address card leaves above it, so the pin shows. */
const Canvas = styled.div`
  position: absolute;
  inset: 0;
  ${breakpoint.mobile} {
    position: relative;
    inset: auto;
    flex: 1 1 auto;
    min-height: 0;
  }
`;

const Plan = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  /* The plan fades out towards the edges, so it reads as a sketch, not as a cropped map. */
  mask-image: radial-gradient(ellipse 70% 80% at 50% 50%, #000 40%, transparent 100%);
  path {
    fill: none;
    stroke-linecap: round;
    vector-effect: non-scaling-stroke;
  }
  [data-layer='streets'] {
    stroke: ${ink(11)};
    stroke-width: 5px;
  }
  [data-layer='avenues'] {
    stroke: ${ink(24)};
    stroke-width: 11px;
  }
`;

const pulse = keyframes`
  from { transform: translate(-50%, -50%) scale(0.35); opacity: 1; }
  to { transform: translate(-50%, -50%) scale(1.5); opacity: 0; }
`;

/** The office: a pin whose tip is the centre, on a small shadow, inside a ring that pulses when
 * motion is fine. */
const Pin = styled.div`
  position: absolute;
  left: 50%;
  top: 50%;
  width: 44px;
  height: 56px;
  transform: translate(-50%, -100%);
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    top: 100%;
    border-radius: 50%;
    transform: translate(-50%, -50%);
  }
  &::before {
    width: 20px;
    height: 7px;
    background: rgba(0, 0, 0, 0.35);
  }
  &::after {
    width: 72px;
    height: 72px;
    border: 2px solid color-mix(in srgb, ${color.primary} 70%, transparent);
    background: color-mix(in srgb, ${color.primary} 14%, transparent);
    ${motionOk} {
      animation: ${pulse} 2.6s ease-out infinite;
    }
  }
  svg {
    position: relative;
    z-index: 1;
    width: 100%;
    height: 100%;
    filter: drop-shadow(0 4px 6px rgba(0, 0, 0, 0.3));
  }
  path {
    fill: ${color.primary};
    stroke: ${color.onPrimary};
    stroke-width: 2.5px;
  }
  circle {
    fill: ${color.onPrimary};
  }
`;

export function DrawnMap({ coordinates, zoom, place }: DrawnMapInput & { place: string }) {
  const titleId = useId();
  const { angle, streets, avenues } = drawMap({ coordinates, zoom });
  const { width, height } = mapBox;
  return (
    <Canvas>
      <Plan
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMidYMid slice"
        data-drawn-map=""
      >
        <title
          id={titleId}
        >{`Plano referencial de ${place}, con la oficina marcada al centro`}</title>
        <g transform={`rotate(${angle} ${width / 2} ${height / 2})`}>
          <path data-layer="streets" d={streets} />
          <path data-layer="avenues" d={avenues} />
        </g>
      </Plan>
      <Pin data-map-pin="" aria-hidden="true">
        <svg viewBox="0 0 44 56">
          <path d="M22 55C22 55 3 34.5 3 21a19 19 0 0 1 38 0c0 13.5-19 34-19 34Z" />
          <circle cx="22" cy="21" r="7.5" />
        </svg>
      </Pin>
    </Canvas>
  );
}
