// The right half of a hero that has no side card: a drawn product window (code lines, a chart,
// a status card) instead of an empty black field at 1280 px and wider. Pure SVG in the HTML,
// decorative (aria-hidden), no text (an SVG's text would fall back to a system font), coloured
// by the section's tokens so it follows the theme; the lines follow the page's title, so each
// page draws its own. Below 1024 px the hero is one column and the art is left out.
import styled from '@emotion/styled';
import { seededRandom, textSeed } from '../../lib/seededRandom';
import { color, palette } from '../../theme/tokens';

const Art = styled.svg`
  width: 100%;
  max-width: 30rem;
  height: auto;
  justify-self: end;
  align-self: center;
  overflow: visible;
  --art-muted: ${color.textMuted};
  @media (max-width: 1024px) {
    display: none;
  }
  .window {
    fill: ${color.surface};
    stroke: ${color.border};
  }
  .rule {
    stroke: ${color.border};
  }
  .muted {
    fill: ${color.border};
  }
  .card {
    fill: ${color.bgAlt};
    stroke: ${color.border};
  }
`;

// Syntax colours: the brand yellow, two accents and the muted grey, as an editor would tint code.
const tints = [palette.yellow500, palette.blue300, palette.purple300, 'var(--art-muted)'];

interface Line {
  indent: number;
  parts: { width: number; tint: string }[];
}

function codeLines(title: string): Line[] {
  const random = seededRandom(textSeed(title));
  return Array.from({ length: 9 }, (_, index) => {
    const indent = index === 0 || index === 8 ? 0 : 1 + Math.floor(random() * 2);
    const count = 1 + Math.floor(random() * 3);
    return {
      indent,
      parts: Array.from({ length: count }, () => ({
        width: 24 + Math.round(random() * 64),
        tint: tints[Math.floor(random() * tints.length)] ?? palette.yellow500,
      })),
    };
  });
}

const bars = [38, 52, 46, 70, 64, 88];

export function HeroArt({ title }: { title: string }) {
  const lines = codeLines(title);
  return (
    <Art viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <rect className="window" x="40" y="20" width="420" height="290" rx="16" />
      <line className="rule" x1="40" y1="60" x2="460" y2="60" />
      {[0, 1, 2].map((dot) => (
        <circle
          key={dot}
          cx={68 + dot * 20}
          cy="40"
          r="6"
          className={dot === 0 ? undefined : 'muted'}
          fill={dot === 0 ? palette.yellow500 : undefined}
        />
      ))}
      {lines.map((line, row) => {
        let x = 72 + line.indent * 28;
        return line.parts.map((part, column) => {
          const bar = (
            <rect
              key={`${row}-${column}`}
              x={x}
              y={84 + row * 24}
              width={part.width}
              height="8"
              rx="4"
              fill={part.tint}
              opacity={part.tint === palette.yellow500 ? 0.95 : 0.75}
            />
          );
          x += part.width + 10;
          return bar;
        });
      })}
      <rect className="card" x="0" y="250" width="190" height="130" rx="14" />
      {bars.map((height, index) => (
        <rect
          key={height}
          x={22 + index * 26}
          y={360 - height}
          width="16"
          height={height}
          rx="4"
          fill={index === bars.length - 1 ? palette.yellow500 : 'var(--art-muted)'}
          opacity={index === bars.length - 1 ? 1 : 0.45}
        />
      ))}
      <rect className="card" x="300" y="270" width="170" height="64" rx="14" />
      <circle cx="332" cy="302" r="12" fill={palette.yellow500} />
      <path
        d="M326 302l4 4 8-8"
        fill="none"
        stroke={palette.black900}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="354" y="292" width="92" height="8" rx="4" fill="var(--art-muted)" opacity="0.7" />
      <rect x="354" y="306" width="60" height="8" rx="4" className="muted" />
    </Art>
  );
}
