// Results: a line that climbs across a chart, a metric card with an arrow up, and a "done" card.
import { Bar, Card, CheckCard, ink, Window, yellow } from './parts';

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
      <Window />
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
      <circle cx="38" cy="296" r="14" fill={yellow} />
      <path
        d="M38 303v-14m-6 6 6-6 6 6"
        fill="none"
        stroke={ink}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Bar x={64} y={290} width={100} tone="ink" height={12} />
      <Bar x={22} y={326} width={150} />
      <Bar x={22} y={344} width={110} tone="soft" />
      <CheckCard y={292} />
    </>
  );
}
