// A quote being put together: three option rows with one choice made in each, a switch, the
// running total and a short receipt.
import { Bar, Card, ink, Window, yellow } from './parts';

const rows = [
  { label: 84, chosen: 1 },
  { label: 64, chosen: 0 },
  { label: 104, chosen: 2 },
];

export function Pricing() {
  return (
    <>
      <Window />
      {rows.map((row, index) => {
        const y = 80 + index * 52;
        return (
          <g key={y}>
            <Bar x={72} y={y} width={row.label} />
            {[0, 1, 2].map((option) => {
              const x = 72 + option * 122;
              const chosen = option === row.chosen;
              return (
                <g key={option}>
                  <rect
                    x={x}
                    y={y + 14}
                    width="112"
                    height="26"
                    rx="13"
                    className={chosen ? undefined : 'card'}
                    fill={chosen ? yellow : undefined}
                  />
                  <Bar
                    x={x + 32}
                    y={y + 24}
                    width={48}
                    height={6}
                    tone={chosen ? 'dark' : 'soft'}
                  />
                </g>
              );
            })}
          </g>
        );
      })}
      <rect x="72" y="238" width="40" height="22" rx="11" fill={yellow} />
      <circle cx="101" cy="249" r="7" fill={ink} />
      <Bar x={124} y={245} width={120} />
      <Card x={0} y={280} width={220} height={104} />
      <Bar x={24} y={302} width={72} />
      <Bar x={24} y={320} width={150} height={20} tone="yellow" />
      <Bar x={24} y={352} width={104} tone="soft" />
      <Card x={300} y={286} width={170} height={92} />
      {[306, 324].map((y, index) => (
        <g key={y}>
          <Bar x={322} y={y} width={index ? 64 : 84} tone="soft" />
          <Bar x={418} y={y} width={30} tone="soft" />
        </g>
      ))}
      <line className="rule" x1="322" y1="343" x2="448" y2="343" strokeDasharray="4 4" />
      <Bar x={322} y={354} width={50} />
      <Bar x={398} y={354} width={50} tone="yellow" />
    </>
  );
}
