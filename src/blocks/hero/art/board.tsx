// A squad's sprint board: three columns of task cards, one card in yellow on its way to "done",
// and a burndown chart.
import { palette } from '../../../theme/tokens';
import { Bar, Card, CheckCard, muted, Window, yellow } from './parts';

const columns = [3, 2, 1];
const owners = [palette.blue300, palette.purple300, muted];

function Task({ x, y, owner }: { x: number; y: number; owner: string }) {
  return (
    <>
      <rect className="card" x={x} y={y} width="120" height="46" rx="10" />
      <Bar x={x + 12} y={y + 13} width={76} />
      <Bar x={x + 12} y={y + 27} width={48} tone="soft" />
      <circle cx={x + 102} cy={y + 31} r="7" fill={owner} opacity="0.8" />
    </>
  );
}

export function Board() {
  return (
    <>
      <Window />
      {columns.map((count, column) => {
        const x = 64 + column * 132;
        return (
          <g key={x}>
            <Bar x={x + 4} y={80} width={56} tone="ink" />
            <Bar x={x + 66} y={80} width={18} tone="soft" />
            {Array.from({ length: count }, (_, row) => (
              <Task
                key={row}
                x={x}
                y={100 + row * 56}
                owner={owners[(row + column) % 3] ?? muted}
              />
            ))}
          </g>
        );
      })}
      <g transform="rotate(-5 322 192)">
        <rect x="262" y="170" width="120" height="46" rx="10" fill={yellow} />
        <Bar x={274} y={183} width={76} tone="dark" />
        <Bar x={274} y={197} width={48} tone="dark" />
      </g>
      <Card x={0} y={266} width={200} height={104} />
      <Bar x={20} y={284} width={64} tone="ink" />
      <line className="rule" x1="20" y1="352" x2="180" y2="352" />
      <path
        d="M20 302l32 8 28 14 32 4 30 14 38 6"
        fill="none"
        stroke={yellow}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <CheckCard y={300} />
    </>
  );
}
