// Results: a line that climbs across a chart of the months, a metric card with an arrow up, and
// a second result of the same case (a vague "Meta cumplida" said nothing: design review 21). The figures are a real case's (Pacífico Log, on-time deliveries from 81% to 96%):
// a made-up one on the cases' page promised a result no case shows (design review 19).
import { CheckCard } from './cards';
import { Card, ink, Label, muted, Window, yellow } from './parts';

// On-time deliveries by month, in percent: the chart is read on its axes, months under it and
// percentages beside it, with the day the system went live marked (review 54A: a line with no
// axes and no period read as stock art on the page that sells evidence).
const values = [81, 82, 81, 85, 89, 93, 96];
const months = ['Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep'];
const baseline = 226;
// From 70%: an axis from 80 made 81 → 96 look like a leap off the floor (review 63B).
const yOf = (percent: number) => baseline - (percent - 70) * 4;
const points = values.map((value, index) => [112 + index * 54, yOf(value)] as const);
const line = points.map(([x, y], index) => `${index ? 'L' : 'M'}${x} ${y}`).join(' ');
const liveX = 247;

export function Growth() {
  const [lastX, lastY] = points[points.length - 1] ?? [0, 0];
  const [firstX] = points[0] ?? [0];
  return (
    <>
      {/* The window ends under the months: 80 units of empty panel below them read as a dead
          band (review 85A); the two cards overlap its foot, the right one in line with its edge. */}
      <Window title="Entregas a tiempo · Pacífico Log" height={262} />
      {[70, 80, 90, 100].map((percent) => (
        <g key={percent}>
          <line
            className="rule"
            x1="100"
            y1={yOf(percent)}
            x2="444"
            y2={yOf(percent)}
            strokeDasharray={percent === 70 ? undefined : '3 5'}
          />
          <Label x={90} y={yOf(percent) + 4} size={11.5} weight={500} tone="muted" anchor="end">
            {`${percent}%`}
          </Label>
        </g>
      ))}
      {months.map((month, index) => (
        <Label
          key={month}
          x={112 + index * 54}
          y={baseline + 20}
          size={11.5}
          weight={500}
          tone="muted"
          anchor="middle"
        >
          {month}
        </Label>
      ))}
      <line x1={liveX} y1="104" x2={liveX} y2={baseline} stroke={muted} strokeDasharray="2 4" />
      <Label x={liveX} y={94} size={11.5} weight={700} anchor="middle">
        En producción
      </Label>
      <path
        d={`${line} L${lastX} ${baseline} L${firstX} ${baseline} Z`}
        fill={yellow}
        opacity="0.16"
      />
      <path d={line} fill="none" stroke={yellow} strokeWidth="4" strokeLinejoin="round" />
      {points.slice(0, -1).map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="4" className="hole" stroke={yellow} strokeWidth="3" />
      ))}
      <circle cx={lastX} cy={lastY} r="14" fill={yellow} opacity="0.3" />
      <circle cx={lastX} cy={lastY} r="7" fill={yellow} />
      <Card x={0} y={262} width={200} height={112} />
      <circle cx="36" cy="296" r="14" fill={yellow} />
      <path
        d="M36 303v-14m-6 6 6-6 6 6"
        fill="none"
        stroke={ink}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Label x={62} y={304} size={22} weight={800}>
        96%
      </Label>
      <Label x={20} y={336} size={12} weight={700}>
        Entregas a tiempo
      </Label>
      <Label x={20} y={353} size={11} weight={500} tone="muted">
        Antes del proyecto: 81%
      </Label>
      <CheckCard
        x={248}
        width={212}
        y={284}
        title="Rutas en minutos"
        detail="−42% al planificarlas"
      />
    </>
  );
}
