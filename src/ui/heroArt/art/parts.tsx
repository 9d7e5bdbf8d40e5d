// The pieces every hero drawing is made of, on its 480×400 canvas: a product window, floating
// cards, short labels and rounded bars that stand for paragraphs. The labels are real text, so a
// drawing reads as a fragment of a product and not as a wireframe: the SVG sits inline in the
// HTML, so its text inherits the page's typeface (an SVG loaded as an image could not). Colours
// come from the classes HeroArt styles with the section's tokens, so every drawing follows the
// theme.
import { palette } from '../../../theme/tokens';

export const yellow = palette.yellow500;
export const ink = palette.black900;
export const muted = 'var(--art-muted)';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An app window with its title bar, three dots (the first one yellow) and maybe a title. */
export function Window({
  x = 40,
  y = 20,
  width = 420,
  height = 290,
  title,
}: Partial<Box> & { title?: string }) {
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
      {title && (
        <Label x={x + 96} y={y + 24} size={11} weight={500} tone="muted">
          {title}
        </Label>
      )}
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

type LabelTone = 'ink' | 'muted' | 'dark';

/**
 * A short line of text, its baseline at y: ink (a heading), muted (a detail) or dark (on
 * yellow). Sizes are in canvas units, which the drawing shows at about 1:1 beside a hero.
 */
export function Label({
  x,
  y,
  size = 12,
  weight = 600,
  tone = 'ink',
  anchor,
  children,
}: {
  x: number;
  y: number;
  size?: number;
  weight?: number;
  tone?: LabelTone;
  anchor?: 'middle' | 'end';
  children: string;
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={weight}
      className={`label-${tone}`}
      textAnchor={anchor}
    >
      {children}
    </text>
  );
}

/** A small yellow tick whose stroke starts at (x, y): a step or a stop done. */
export function Tick({ x, y }: { x: number; y: number }) {
  return (
    <path
      d={`M${x} ${y}l3 3 6-6`}
      fill="none"
      stroke={yellow}
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** A status pill 24 units tall, its top at y: yellow with dark text when it is the one to
 * look at, otherwise a card with muted (or ink) text. */
export function Pill({
  x,
  y,
  width,
  label,
  highlighted = false,
  tone = 'muted',
  size = 11,
}: {
  x: number;
  y: number;
  width: number;
  label: string;
  highlighted?: boolean;
  tone?: 'ink' | 'muted';
  size?: number;
}) {
  return (
    <>
      {highlighted ? (
        <rect x={x} y={y} width={width} height="24" rx="12" fill={yellow} />
      ) : (
        <rect className="card" x={x} y={y} width={width} height="24" rx="12" />
      )}
      <Label
        x={x + width / 2}
        y={y + 16}
        size={size}
        weight={700}
        tone={highlighted ? 'dark' : tone}
        anchor="middle"
      >
        {label}
      </Label>
    </>
  );
}

/** A row of a window's list, its text's baseline at y: a rule above it, a name in bold, a
 *  muted detail and a status pill at the right (the workflow's orders, the work orders). */
export function ListRow({
  y,
  name,
  detail,
  state,
  highlighted = false,
  tone,
}: {
  y: number;
  name: string;
  detail: string;
  state: string;
  highlighted?: boolean;
  tone?: 'ink' | 'muted';
}) {
  return (
    <>
      <line className="rule" x1="36" y1={y - 22} x2="444" y2={y - 22} />
      <Label x={44} y={y} size={12} weight={700}>
        {name}
      </Label>
      <Label x={120} y={y} size={11.5} weight={500} tone="muted">
        {detail}
      </Label>
      <Pill x={352} y={y - 16} width={84} label={state} highlighted={highlighted} tone={tone} />
    </>
  );
}
