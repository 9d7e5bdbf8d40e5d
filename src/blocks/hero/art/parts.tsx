// The pieces every hero drawing is made of, on its 480×400 canvas: a product window, floating
// cards, and rounded bars that stand for text (the drawings carry no text: an SVG's own text
// would fall back to a system font). Colours come from the classes HeroArt styles with the
// section's tokens, so every drawing follows the theme.
import { palette } from '../../../theme/tokens';

export const yellow = palette.yellow500;
export const ink = palette.black900;
export const muted = 'var(--art-muted)';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An app window with its title bar and three dots, the first one yellow. */
export function Window({ x = 40, y = 20, width = 420, height = 290 }: Partial<Box>) {
  return (
    <>
      <rect className="window" x={x} y={y} width={width} height={height} rx="16" />
      <line className="rule" x1={x} y1={y + 40} x2={x + width} y2={y + 40} />
      {[0, 1, 2].map((dot) => (
        <circle
          key={dot}
          cx={x + 28 + dot * 20}
          cy={y + 20}
          r="6"
          className={dot === 0 ? undefined : 'muted'}
          fill={dot === 0 ? yellow : undefined}
        />
      ))}
    </>
  );
}

/** A card floating over the window. */
export function Card({ x, y, width, height }: Box) {
  return <rect className="card" x={x} y={y} width={width} height={height} rx="14" />;
}

type Tone = 'muted' | 'soft' | 'ink' | 'yellow' | 'dark';

/** A line of "text": muted (body), soft (lighter), ink (a heading), yellow, or dark (on yellow). */
export function Bar({
  x,
  y,
  width,
  height = 8,
  tone = 'muted',
}: Omit<Box, 'height'> & { height?: number; tone?: Tone }) {
  const paint = {
    muted: { fill: muted, opacity: 0.7 },
    soft: { className: 'muted' },
    ink: { className: 'ink' },
    yellow: { fill: yellow },
    dark: { fill: ink, opacity: 0.55 },
  }[tone];
  return <rect x={x} y={y} width={width} height={height} rx={height / 2} {...paint} />;
}

/** The "done" card: a yellow disc with a check mark and two lines. */
export function CheckCard({ x = 300, y = 270 }: { x?: number; y?: number }) {
  return (
    <>
      <Card x={x} y={y} width={170} height={64} />
      <circle cx={x + 32} cy={y + 32} r="12" fill={yellow} />
      <path
        d={`M${x + 26} ${y + 32}l4 4 8-8`}
        fill="none"
        stroke={ink}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Bar x={x + 54} y={y + 22} width={92} />
      <Bar x={x + 54} y={y + 36} width={60} tone="soft" />
    </>
  );
}

/** The "same hours" card: a yellow clock face and two lines. */
export function ClockCard({ x, y, width }: { x: number; y: number; width: number }) {
  return (
    <>
      <Card x={x} y={y} width={width} height={64} />
      <circle cx={x + 32} cy={y + 32} r="15" fill="none" stroke={yellow} strokeWidth="3" />
      <path
        d={`M${x + 32} ${y + 23}v9l6 5`}
        fill="none"
        stroke={yellow}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <Bar x={x + 58} y={y + 24} width={width - 80} />
      <Bar x={x + 58} y={y + 38} width={width - 104} tone="soft" />
    </>
  );
}
