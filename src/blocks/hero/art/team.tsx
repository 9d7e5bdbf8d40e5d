// A squad on a call: six people in a grid, the one speaking ringed in yellow, a chat card and a
// "done" card.
import { palette } from '../../../theme/tokens';
import { Bar, Card, CheckCard, muted, Window, yellow } from './parts';

const tints = [muted, palette.blue300, palette.purple300, palette.blue300, yellow, muted];

export function Team() {
  return (
    <>
      <Window />
      {tints.map((tint, index) => {
        const x = 76 + (index % 3) * 120;
        const y = 76 + Math.floor(index / 3) * 112;
        const speaking = tint === yellow;
        return (
          <g key={index}>
            <rect className="card" x={x} y={y} width="108" height="100" rx="12" />
            <circle cx={x + 54} cy={y + 38} r="17" fill={tint} opacity={speaking ? 1 : 0.6} />
            <path
              d={`M${x + 26} ${y + 88}a28 24 0 0 1 56 0z`}
              fill={tint}
              opacity={speaking ? 1 : 0.6}
            />
            {speaking && (
              <circle cx={x + 54} cy={y + 38} r="23" fill="none" stroke={yellow} strokeWidth="3" />
            )}
          </g>
        );
      })}
      <Card x={0} y={292} width={200} height={84} />
      <circle cx="32" cy="320" r="12" fill={palette.purple300} opacity="0.8" />
      <Bar x={54} y={312} width={118} tone="ink" />
      <Bar x={54} y={328} width={86} />
      <Bar x={22} y={352} width={150} tone="soft" />
      <CheckCard y={300} />
    </>
  );
}
