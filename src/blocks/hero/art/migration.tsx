// A modernisation: a stack of old servers, an arrow, and the new system as modules in a window,
// one of them already moved (yellow).
import { palette } from '../../../theme/tokens';
import { Bar, Card, CheckCard, muted, Window, yellow } from './parts';

const modules = [0, 1, 2, 3, 4, 5];

export function Migration() {
  return (
    <>
      {[0, 1, 2].map((unit) => {
        const y = 150 + unit * 62;
        return (
          <g key={y}>
            <Card x={0} y={y} width={170} height={52} />
            <Bar x={20} y={y + 16} width={64} tone="soft" />
            <Bar x={20} y={y + 30} width={44} tone="soft" />
            <circle
              cx="130"
              cy={y + 26}
              r="5"
              fill={unit === 1 ? palette.red300 : muted}
              opacity="0.8"
            />
            <circle cx="148" cy={y + 26} r="5" fill={muted} opacity="0.5" />
          </g>
        );
      })}
      <Window x={200} y={20} width={270} height={262} />
      {modules.map((index) => {
        const x = 226 + (index % 2) * 114;
        const y = 80 + Math.floor(index / 2) * 64;
        const moved = index === 0;
        return (
          <g key={index}>
            <rect
              x={x}
              y={y}
              width="104"
              height="52"
              rx="10"
              className={moved ? undefined : 'card'}
              fill={moved ? yellow : undefined}
            />
            <Bar x={x + 16} y={y + 16} width={52} tone={moved ? 'dark' : 'muted'} />
            <Bar x={x + 16} y={y + 30} width={36} tone={moved ? 'dark' : 'soft'} />
          </g>
        );
      })}
      <path
        d="M85 142C85 92 130 104 184 104"
        fill="none"
        stroke={yellow}
        strokeWidth="3"
        strokeDasharray="6 6"
        strokeLinecap="round"
      />
      <path d="M196 104l-13-8v16z" fill={yellow} />
      <CheckCard y={304} />
    </>
  );
}
