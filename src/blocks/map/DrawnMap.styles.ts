// The drawn map's frame, plan and office pin. Colours are mixed from the semantic tokens, so the
// plan follows the theme: ink on paper in light, chalk on slate in dark.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { breakpoint, color, motionOk, palette } from '../../theme/tokens';
import { ink, land } from './mapStyles';

/** The whole frame; on a phone, the space the address card leaves above it, so the pin shows. */
export const Canvas = styled.div`
  position: absolute;
  inset: 0;
  ${breakpoint.mobile} {
    position: relative;
    inset: auto;
    flex: 1 1 auto;
    min-height: 0;
    /* The plan is drawn closer here (Plan): its streets ran on under the caption below it. */
    overflow: hidden;
  }
`;

/** On a phone the office sits this much below the strip's middle: the places and the water
 * named above it need the room more than the blocks under it. */
const phoneDrop = '24px';

export const Plan = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  /* The plan fades out towards the edges, so it reads as a sketch, not as a cropped map. */
  mask-image: radial-gradient(ellipse 70% 80% at 50% 50%, #000 40%, transparent 100%);
  /* A phone's strip above the address card showed 1,500 units of plan at a fifth of their size:
     blocks of 20 px, and the places named around the office ran into its pin (review 71B). The
     plan is drawn closer there; its names are sized for that. */
  ${breakpoint.mobile} {
    transform: translateY(${phoneDrop}) scale(1.6);
  }
  path {
    fill: none;
    stroke-linecap: round;
    vector-effect: non-scaling-stroke;
  }
  [data-layer='streets'] {
    stroke: ${ink(11)};
    stroke-width: 5px;
  }
  [data-layer='avenues'],
  [data-layer='office-street'] {
    stroke: ${ink(24)};
    stroke-width: 11px;
  }
  [data-layer='water'] {
    fill: color-mix(in srgb, ${palette.blue300} 24%, ${land});
    stroke: none;
  }
  /* The water's name, quieter than the street's line it sits near: at 40 px and 600 it was the
     heaviest thing on the plan (review 59B). */
  text {
    fill: ${ink(62)};
    font-size: 30px;
    font-weight: 500;
    letter-spacing: 0.08em;
    /* Drawn closer on a phone (above), the plan is still at 0.44 of its size: 30 units read
       as 8 px before (review 70A); 29 are 12.8 px. */
    ${breakpoint.mobile} {
      font-size: 29px;
    }
  }
  /* Nearer its shore on a phone: drawn closer, the plan's edge and its note ('Plano
     referencial') hid it. */
  ${breakpoint.mobile} {
    [data-side='north'] {
      translate: 0 20px;
    }
    [data-side='south'] {
      translate: 0 -20px;
    }
    [data-side='east'] {
      translate: -20px 0;
    }
    [data-side='west'] {
      translate: 20px 0;
    }
  }
  /* 24 units from 110 under the pin: 'Plaza Sotomayor' at 30 from 140 ran past the foot of a
     wide screen's plan, which shows about 330 units either side of the pin (review 59B). Places
     nearby are named the same way. */
  [data-layer='street-name'],
  [data-layer='landmarks'] text {
    fill: ${ink(62)};
    font-size: 24px;
    font-weight: 600;
    letter-spacing: 0.02em;
    /* A wide halo of the ground, as printed maps set a name over the lines it crosses: at 10
       units a cross street ran through the letters (review 71C); at 16, in the dark theme, the
       names sat on black boxes (72A). A patch of ground under each whole name, tried since,
       read as a box cut out of the streets (review 92K). */
    paint-order: stroke;
    stroke: ${land};
    stroke-width: 13px;
    stroke-linejoin: round;
    /* Drawn closer on a phone, the plan is still at 0.44 of its size (review 30): 32 units
       are 14 px. */
    ${breakpoint.mobile} {
      font-size: 32px;
    }
  }
  /* Places nearby a step under the office's own street or square there: at the same size,
     'Ascensor Concepción' ran into 'Plaza Sotomayor' (review 92K). 28 units are 12.4 px: at 26,
     11.5 px was under what a phone reads at arm's length (review 93M). */
  ${breakpoint.mobile} {
    [data-layer='landmarks'] text {
      font-size: 28px;
    }
  }
  /* The office street's name beside its line, as a printed plan names a street: on the line,
     the patch of ground under it cut the street in two, a dark box in the dark theme (review
     92F). The street's stroke keeps its pixel width at any scale, so the distance is set per
     width: 20 px on a wide plan, 21 on a phone's, drawn closer. */
  [data-layer='street-name'][transform] {
    translate: 28px 0;
    ${breakpoint.mobile} {
      translate: 44px 0;
    }
  }
  [data-layer='street-name'][data-aside='left'] {
    translate: -28px 0;
    ${breakpoint.mobile} {
      translate: -44px 0;
    }
  }
  [data-layer='park'] {
    fill: color-mix(in srgb, ${palette.green500} 22%, ${land});
    stroke: color-mix(in srgb, ${palette.green500} 45%, ${land});
    stroke-width: 3px;
    vector-effect: non-scaling-stroke;
  }
  [data-layer='landmarks'] circle {
    fill: ${ink(62)};
    stroke: ${land};
    stroke-width: 5px;
  }
  /* An open square, no street through it. A plaza nearby, planted, as most Chilean plazas are,
     its edge darker (in grey it read as one more block: review 89D); the office's own square
     (officePlace.tsx), paved as Plaza Sotomayor is (green, it read as a park: review 90B), a
     shade over the blocks. A plaza at 20% green: at 14, in the dark theme, it barely stood out
     from the blocks (review 92L). */
  [data-layer='square'],
  [data-layer='paved'] {
    fill: color-mix(in srgb, ${palette.green500} 20%, ${land});
    stroke: ${ink(24)};
    stroke-width: 3px;
    vector-effect: non-scaling-stroke;
  }
  [data-layer='paved'] {
    fill: ${ink(10)};
  }
`;

const pulse = keyframes`
  from { transform: translate(-50%, -50%) scale(0.35); opacity: 1; }
  to { transform: translate(-50%, -50%) scale(1.5); opacity: 0; }
`;

/** The office: a pin whose tip is the centre, on a small shadow, inside a ring on the ground that
 * pulses when motion is fine. */
export const Pin = styled.div`
  position: absolute;
  left: 50%;
  top: 50%;
  width: 44px;
  height: 56px;
  transform: translate(-50%, -100%);
  ${breakpoint.mobile} {
    top: calc(50% + ${phoneDrop});
  }
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
  /* The ring lies on the ground around the tip, flattened as the shadow is: round and centred
     on the tip, it stood behind the pin's foot like a stray circle (review 91E). */
  &::after {
    width: 76px;
    height: 26px;
    /* A clear ring on a faint wash: 14% yellow over the dark theme's grey read as olive (design
       review 23). The ring takes a touch of the text's ink: pure yellow at 1.5 px vanished on the
       light plan (review 87G); a dark gold there, a pale yellow on the dark one. */
    border: 2px solid color-mix(in srgb, ${color.primary} 65%, ${color.text});
    background: color-mix(in srgb, ${color.primary} 10%, transparent);
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
