// A plan of the city around the office: streets, two avenues and the water, all placed from the
// page's title so each city draws its own, with the office pin, a card for meeting in person and
// a clock (same working hours).
import { seededRandom, textSeed } from '../../../lib/seededRandom';
import { palette } from '../../../theme/tokens';
import { ClockCard } from './cards';
import { Card, ink, Label, yellow } from './parts';

const area = { x: 40, y: 20, width: 420, height: 300 };
const right = area.x + area.width;
const bottom = area.y + area.height;

function plan(seed: string) {
  const random = seededRandom(textSeed(seed));
  const between = (from: number, to: number) => Math.round(from + random() * (to - from));
  const streets = (start: number, end: number) =>
    Array.from(
      { length: 6 },
      (_, index) => start + (index + 1) * ((end - start) / 7) + between(-9, 9),
    );
  return {
    columns: streets(area.x, right),
    rows: streets(area.y, bottom),
    avenue: [between(60, 180), between(180, 300)] as const,
    boulevard: [between(120, 220), between(300, 420)] as const,
    water: between(250, 300),
    park: { x: between(70, 160), y: between(50, 100) },
  };
}

export function CityMap({ seed }: { seed: string }) {
  const { columns, rows, avenue, boulevard, water, park } = plan(seed);
  return (
    <>
      <defs>
        <clipPath id="hero-art-plan">
          <rect {...area} rx="16" />
        </clipPath>
      </defs>
      <rect className="window" {...area} rx="16" />
      <g clipPath="url(#hero-art-plan)">
        <rect
          x={park.x}
          y={park.y}
          width="84"
          height="56"
          rx="10"
          fill={palette.blue300}
          opacity="0.16"
        />
        <path
          d={`M${area.x} ${water} C 160 ${water - 40} 300 ${water + 50} ${right} ${water - 10} V ${bottom} H ${area.x} Z`}
          fill={palette.blue300}
          opacity="0.2"
        />
        {columns.map((x) => (
          <line
            key={`c${x}`}
            className="rule"
            x1={x}
            y1={area.y}
            x2={x}
            y2={bottom}
            strokeWidth="3"
          />
        ))}
        {rows.map((y) => (
          <line
            key={`r${y}`}
            className="rule"
            x1={area.x}
            y1={y}
            x2={right}
            y2={y}
            strokeWidth="3"
          />
        ))}
        <line
          className="rule"
          x1={area.x}
          y1={avenue[0]}
          x2={right}
          y2={avenue[1]}
          strokeWidth="12"
        />
        <path
          className="rule"
          d={`M${boulevard[0]} ${area.y} Q ${boulevard[1]} 170 ${boulevard[0] + 60} ${bottom}`}
          fill="none"
          strokeWidth="9"
        />
      </g>
      {/* The frame's edge again, over the plan: the water covered its lower half. */}
      <rect {...area} rx="16" fill="none" className="rule" />
      <ellipse cx="250" cy="184" rx="26" ry="8" fill={yellow} opacity="0.3" />
      <path
        d="M250 184c-14-20-24-31-24-46a24 24 0 1 1 48 0c0 15-10 26-24 46z"
        fill={yellow}
        stroke={ink}
        strokeWidth="2"
      />
      <circle cx="250" cy="138" r="8" fill={ink} />
      <Card x={0} y={270} width={210} height={96} />
      <circle cx="34" cy="298" r="12" fill={yellow} />
      <circle cx="34" cy="298" r="4" fill={ink} />
      <Label x={56} y={297} size={13} weight={700}>
        Nuestra oficina
      </Label>
      <Label x={56} y={313} size={11} weight={500} tone="muted">
        A minutos de tu equipo
      </Label>
      <Label x={20} y={340} size={11} weight={500} tone="muted">
        Reuniones presenciales
      </Label>
      <Label x={20} y={356} size={11} weight={500} tone="muted">
        cuando el proyecto lo pida
      </Label>
      <ClockCard x={318} y={290} width={152} title="Misma hora" detail="Horario de Chile" />
    </>
  );
}
