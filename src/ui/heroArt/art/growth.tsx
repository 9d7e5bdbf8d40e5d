// Results: a line that climbs across a chart of the months, a metric card with an arrow up, and
// a second result of the same case (a vague "Meta cumplida" said nothing: design review 21). The figures are a real case's (Pacífico Log, on-time deliveries from 81% to 96%):
// a made-up one on the cases' page promised a result no case shows (design review 19).
import { CheckCard } from './cards';
import { Card, ink, Label, Window, yellow } from './parts';

const points = [
  [72, 244],
  [130, 230],
  [188, 238],
  [246, 194],
  [304, 180],
  [362, 132],
  [420, 98],
] as const;
const line = points.map(([x, y], index) => `${index ? 'L' : 'M'}${x} ${y}`).join(' ');

export function Growth() {
  const [lastX, lastY] = points[points.length - 1] ?? [0, 0];
  return (
    <>
      <Window title="Entregas a tiempo · Pacífico Log" />
      {[100, 150, 200, 250].map((y) => (
        <line key={y} className="rule" x1="72" y1={y} x2="428" y2={y} strokeDasharray="3 5" />
      ))}
      <path d={`${line} L420 272 L72 272 Z`} fill={yellow} opacity="0.16" />
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
        x={262}
        width={212}
        y={292}
        title="Rutas en minutos"
        detail="−42% al planificarlas"
      />
    </>
  );
}
