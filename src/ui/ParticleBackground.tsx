// Decorative particles behind a section: plain spans animated by CSS, placed by a seeded
// generator so the server and every visit draw the same picture. No JavaScript, nothing to wait
// for. Under reduced motion they are not drawn: standing still, the small dots read as dust on the
// page, not as design. Only the position is per particle (inline); size, tint, speed and delay
// vary by :nth-child rules, which keeps the HTML small.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { CSSProperties } from 'react';
import { seededRandom } from '../lib/seededRandom';
import { motionOk, palette } from '../theme/tokens';

export type ParticleVariant = 'network' | 'code' | 'stars' | 'matrix';
export type ParticleIntensity = 'low' | 'medium' | 'high';

export const particleCount: Record<ParticleIntensity, number> = { low: 20, medium: 40, high: 60 };

const glyphs: Partial<Record<ParticleVariant, string>> = {
  code: '{}<>/;()=[]',
  // ASCII only: the site ships no CJK font, and a missing glyph is drawn as an empty box.
  matrix: '0101ABCDEF',
};
const tints = [palette.blue300, palette.purple300, palette.yellow500, palette.indigo400];

export interface Particle {
  /** Position in percent of the section. */
  x: number;
  y: number;
  glyph?: string;
}

export function particles(variant: ParticleVariant, intensity: ParticleIntensity): Particle[] {
  const random = seededRandom(variant.length * 97 + particleCount[intensity]);
  const chars = glyphs[variant];
  return Array.from({ length: particleCount[intensity] }, () => ({
    // Clear of the section's right edge, where the home page's section dots run: a particle
    // beside them read as a stray dot of the rail.
    x: Math.round(random() * 92),
    y: Math.round(random() * 100),
    glyph: chars ? chars[Math.floor(random() * chars.length)] : undefined,
  }));
}

// Variety without per-particle data: cycles of 4 tints, 3 sizes, 5 speeds and 7 delays, whose
// lengths share no factor, so neighbours rarely look alike.
const variety = [
  ...tints.map((tint, index) => `span:nth-child(4n+${index + 1}) { --tint: ${tint}; }`),
  ...[2, 4, 6].map((size, index) => `span:nth-child(3n+${index + 1}) { --size: ${size}px; }`),
  ...[6, 8, 10, 12, 14].map(
    (seconds, index) => `span:nth-child(5n+${index + 1}) { --duration: ${seconds}s; }`,
  ),
  ...[0, 1, 2, 3, 4, 5, 6].map(
    (step, index) => `span:nth-child(7n+${index + 1}) { --delay: -${step * 1.5}s; }`,
  ),
].join('\n');

// A variant draws either glyphs or dots, so a page carries the rules of one look only.
const glyphLook = `
  color: var(--tint);
  font: 600 14px / 1 ui-monospace, monospace;
`;
const dotLook = `
  width: var(--size);
  height: var(--size);
  border-radius: 50%;
  background: var(--tint);
`;

const drift = keyframes`
  50% { transform: translate(12px, -18px); }
`;
const rise = keyframes`
  from { transform: translateY(0); opacity: 0; }
  20% { opacity: 0.7; }
  to { transform: translateY(-120px); opacity: 0; }
`;
const twinkle = keyframes`
  50% { opacity: 0.15; }
`;
const fall = keyframes`
  from { transform: translateY(-40px); opacity: 0; }
  20% { opacity: 0.6; }
  to { transform: translateY(160px); opacity: 0; }
`;
const motion: Record<ParticleVariant, ReturnType<typeof keyframes>> = {
  network: drift,
  code: rise,
  stars: twinkle,
  matrix: fall,
};

const Layer = styled.div<{ $variant: ParticleVariant }>`
  position: absolute;
  inset: 0;
  z-index: -1;
  overflow: hidden;
  pointer-events: none;
  ${variety}
  span {
    position: absolute;
    left: var(--x);
    top: var(--y);
    opacity: 0.45;
    ${({ $variant }) => (glyphs[$variant] ? glyphLook : dotLook)}
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
  ${motionOk} {
    span {
      animation: ${({ $variant }) => motion[$variant]} var(--duration) ease-in-out var(--delay)
        infinite;
    }
  }
`;

export function ParticleBackground({
  variant,
  intensity,
  className,
  fromX = 0,
}: {
  variant: ParticleVariant;
  intensity: ParticleIntensity;
  /** Lets the section shape where they show (a mask away from its text). */
  className?: string;
  /** Left of this position (percent of the width) the section masks them: not drawn at all. */
  fromX?: number;
}) {
  return (
    <Layer $variant={variant} aria-hidden="true" data-particles={variant} className={className}>
      {particles(variant, intensity)
        .filter((particle) => particle.x >= fromX)
        .map((particle, index) => (
          <span
            key={index}
            style={{ '--x': `${particle.x}%`, '--y': `${particle.y}%` } as CSSProperties}
          >
            {particle.glyph}
          </span>
        ))}
    </Layer>
  );
}
