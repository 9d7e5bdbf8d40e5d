// The price table at a glance: the four levels' ranges on one scale of millions of pesos, the
// calculator's opening estimate marked on its level, and what every price includes. A copy of
// the calculator's controls had stood here, unreadable on a phone (about 8 px) and repeating the
// tool a scroll below (review 76B); the ranges and their figures read at a glance. Its smallest
// text is 14 units (12 read at 8 px on a phone: review 84A); a phone now goes without it, where
// even 14 came to about 10 px and the price cards below say the same (HeroArt's wideOnly, 87J).
// The bars are thin, with square-ish ends, so Básica's short range reads as a bar, not a dot
// (at 16 units tall it read as a square: review 88B).
import { Card, ink, Label, Tick, Window, yellow } from './parts';

/** Each level's range in millions (the table's "$3M–$5M CLP"); Enterprise has no top. */
const levels = [
  { name: 'Básica', range: '$3M–$5M', from: 3, to: 5 },
  { name: 'Media', range: '$6M–$12M', from: 6, to: 12 },
  { name: 'Compleja', range: '$12M–$25M', from: 12, to: 25 },
  { name: 'Enterprise', range: '$25M+', from: 25, to: 30 },
] as const;

/** The calculator's opening estimate: a medium app on both platforms (9.6M, on its level's bar)
 *  and its backend, which the table leaves out. */
const appMillions = 9.6;
const chosenLevel = 'Media';

const includes = ['Diseño UX/UI', 'Desarrollo y pruebas', 'Publicación en tiendas'];

// The scale: 0 to 30 millions across the window's right part.
const scaleLeft = 168;
const scaleRight = 436;
const scaleTop = 80;
const scaleMax = 30;
const atMillions = (millions: number) =>
  scaleLeft + ((scaleRight - scaleLeft) * millions) / scaleMax;

const rowTop = 104;
const rowStep = 46;
const barHeight = 12;

export function Pricing() {
  return (
    <>
      <Window x={20} y={12} width={440} height={290} title="Precios de referencia (CLP)" />
      {[0, 10, 20, 30].map((millions) => (
        <g key={millions}>
          <line
            className="rule"
            x1={atMillions(millions)}
            y1={scaleTop + 8}
            x2={atMillions(millions)}
            y2={rowTop + rowStep * 3 + 24}
            strokeDasharray="3 4"
          />
          <Label
            x={atMillions(millions)}
            y={scaleTop}
            size={14}
            weight={500}
            tone="muted"
            anchor="middle"
          >
            {millions === 0 ? '0' : `${millions}M`}
          </Label>
        </g>
      ))}
      {levels.map((level, index) => {
        const y = rowTop + index * rowStep;
        const chosen = level.name === chosenLevel;
        const open = level.name === 'Enterprise';
        return (
          <g key={level.name}>
            <Label x={44} y={y} size={16} weight={700}>
              {level.name}
            </Label>
            <Label x={44} y={y + 20} size={14.5} weight={600} tone="muted">
              {level.range}
            </Label>
            <rect
              className={chosen ? undefined : 'range'}
              fill={chosen ? yellow : undefined}
              x={atMillions(level.from)}
              y={y - 1}
              width={atMillions(level.to) - atMillions(level.from)}
              height={barHeight}
              rx="3"
              // No top: the bar fades out at the scale's end.
              mask={open ? 'url(#pricing-open-end)' : undefined}
            />
          </g>
        );
      })}
      <defs>
        <linearGradient id="pricing-open-fade" x1="0" x2="1">
          <stop offset="0.4" stopColor="white" />
          <stop offset="1" stopColor="white" stopOpacity="0" />
        </linearGradient>
        <mask id="pricing-open-end" maskContentUnits="userSpaceOnUse">
          <rect
            x={atMillions(25)}
            y={rowTop + rowStep * 3 - 1}
            width={atMillions(30) - atMillions(25)}
            height={barHeight}
            fill="url(#pricing-open-fade)"
          />
        </mask>
      </defs>
      {/* The opening estimate's app on its level's bar, named: unnamed, a mark at 9.6M over a
          card saying 11.6M read as a mismatch (review 92I). */}
      <Label
        x={atMillions(appMillions)}
        y={rowTop + rowStep - 12}
        size={12}
        weight={700}
        anchor="middle"
      >
        {`App ${appMillions}M`}
      </Label>
      <circle
        className="estimate-mark"
        cx={atMillions(appMillions)}
        cy={rowTop + rowStep + 5}
        r="8"
        fill={ink}
        stroke={yellow}
        strokeWidth="3"
      />
      {/* One card in two halves: as two cards, the window's lower edge showed in the gap
          between them (review 88B). */}
      <Card x={0} y={288} width={470} height={104} />
      <line className="rule" x1={238} y1={304} x2={238} y2={376} />
      <Label x={22} y={314} size={14} weight={500} tone="muted">
        Estimación de ejemplo
      </Label>
      <Label x={22} y={346} size={30} weight={800}>
        11.6M CLP
      </Label>
      <Label x={22} y={376} size={14} weight={500} tone="muted">
        App 9.6M + backend 2.0M
      </Label>
      <Label x={268} y={314} size={14} weight={700}>
        Todo precio incluye
      </Label>
      {includes.map((item, index) => {
        const y = 338 + index * 20;
        return (
          <g key={item}>
            <Tick x={268} y={y - 5} />
            <Label x={286} y={y} size={14} weight={500}>
              {item}
            </Label>
          </g>
        );
      })}
    </>
  );
}
