// A first conversation: messages back and forth, and a calendar with the meeting's day chosen.
import { Bar, Card, CheckCard, Window, yellow } from './parts';

export function Chat() {
  return (
    <>
      <Window />
      <rect className="card" x="72" y="80" width="220" height="56" rx="16" />
      <Bar x={92} y={98} width={170} />
      <Bar x={92} y={114} width={120} tone="soft" />
      <rect x="188" y="152" width="240" height="56" rx="16" fill={yellow} />
      <Bar x={208} y={170} width={190} tone="dark" />
      <Bar x={208} y={186} width={130} tone="dark" />
      <rect className="card" x="72" y="224" width="96" height="40" rx="16" />
      {[0, 1, 2].map((dot) => (
        <circle key={dot} cx={100 + dot * 20} cy="244" r="5" className="muted" />
      ))}
      <Card x={0} y={268} width={204} height={112} />
      <Bar x={20} y={286} width={84} tone="ink" />
      {Array.from({ length: 15 }, (_, day) => (
        <rect
          key={day}
          x={20 + (day % 5) * 34}
          y={306 + Math.floor(day / 5) * 22}
          width="26"
          height="16"
          rx="4"
          className={day === 8 ? undefined : 'muted'}
          fill={day === 8 ? yellow : undefined}
        />
      ))}
      <CheckCard y={300} />
    </>
  );
}
