// What we build: a web app in a browser window, the same product on a phone, and the API that
// connects them.
import { palette } from '../../../theme/tokens';
import { Bar, Card, Window, yellow } from './parts';

export function Devices() {
  return (
    <>
      <Window x={130} y={20} width={330} height={250} />
      <Bar x={226} y={80} width={180} height={14} tone="ink" />
      <Bar x={226} y={104} width={140} />
      {[0, 1, 2].map((tile) => (
        <g key={tile}>
          <rect className="card" x={226 + tile * 72} y="130" width="62" height="62" rx="10" />
          <circle
            cx={257 + tile * 72}
            cy="156"
            r="10"
            fill={[yellow, palette.blue300, palette.purple300][tile]}
            opacity="0.85"
          />
          <Bar x={240 + tile * 72} y={174} width={34} height={6} tone="soft" />
        </g>
      ))}
      <Bar x={226} y={212} width={200} tone="soft" />
      <Bar x={226} y={228} width={150} tone="soft" />
      <rect className="window" x="30" y="110" width="134" height="254" rx="24" />
      <Bar x={78} y={124} width={38} height={6} tone="soft" />
      <rect x="46" y="146" width="102" height="56" rx="10" fill={yellow} />
      <Bar x={58} y={160} width={60} tone="dark" />
      <Bar x={58} y={176} width={40} tone="dark" />
      {[216, 252, 288].map((y) => (
        <g key={y}>
          <rect className="card" x="46" y={y} width="102" height="28" rx="8" />
          <Bar x={58} y={y + 10} width={52} height={7} />
        </g>
      ))}
      <Bar x={82} y={340} width={30} height={6} tone="soft" />
      <Card x={300} y={294} width={170} height={72} />
      <line className="rule" x1="330" y1="338" x2="384" y2="316" strokeWidth="3" />
      <line className="rule" x1="384" y1="316" x2="438" y2="342" strokeWidth="3" />
      <circle cx="330" cy="338" r="9" fill={yellow} />
      <circle cx="384" cy="316" r="9" fill={palette.blue300} />
      <circle cx="438" cy="342" r="9" fill={palette.purple300} />
    </>
  );
}
