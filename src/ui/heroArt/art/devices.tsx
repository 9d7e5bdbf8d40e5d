// What we build: a web app in a browser window, the same product on a phone, and the API that
// connects them.
import { palette } from '../../../theme/tokens';
import { Bar, Card, Label, Window, yellow } from './parts';

const tiles = [
  { name: 'Pedidos', tint: yellow },
  { name: 'Clientes', tint: palette.blue300 },
  { name: 'Stock', tint: palette.purple300 },
];

export function Devices() {
  return (
    <>
      <Window x={130} y={20} width={330} height={250} title="app.tuempresa.cl" />
      <Label x={226} y={94} size={18} weight={700}>
        Hola, Carolina
      </Label>
      <Label x={226} y={114} size={11} weight={500} tone="muted">
        Así va tu operación hoy
      </Label>
      {tiles.map((tile, index) => (
        <g key={tile.name}>
          <rect className="card" x={226 + index * 72} y="130" width="62" height="62" rx="10" />
          <circle cx={257 + index * 72} cy="154" r="10" fill={tile.tint} opacity="0.85" />
          <Label x={257 + index * 72} y={181} size={9.5} weight={600} anchor="middle">
            {tile.name}
          </Label>
        </g>
      ))}
      <Bar x={226} y={212} width={200} tone="soft" />
      <Bar x={226} y={228} width={150} tone="soft" />
      <rect className="window" x="30" y="110" width="134" height="254" rx="24" />
      <Bar x={78} y={124} width={38} height={6} tone="soft" />
      <rect x="46" y="146" width="102" height="56" rx="10" fill={yellow} />
      <Label x={58} y={166} size={10} weight={600} tone="dark">
        Ventas de hoy
      </Label>
      <Label x={58} y={188} size={16} weight={800} tone="dark">
        +18 %
      </Label>
      {tiles.map((tile, index) => {
        const y = 216 + index * 36;
        return (
          <g key={y}>
            <rect className="card" x="46" y={y} width="102" height="28" rx="8" />
            <Label x={58} y={y + 18} size={10.5} weight={600}>
              {tile.name}
            </Label>
          </g>
        );
      })}
      <Bar x={82} y={340} width={30} height={6} tone="soft" />
      <Card x={300} y={294} width={170} height={72} />
      <Label x={318} y={316} size={10.5} weight={700}>
        API
      </Label>
      <line className="rule" x1="330" y1="344" x2="384" y2="326" strokeWidth="3" />
      <line className="rule" x1="384" y1="326" x2="438" y2="346" strokeWidth="3" />
      <circle cx="330" cy="344" r="9" fill={yellow} />
      <circle cx="384" cy="326" r="9" fill={palette.blue300} />
      <circle cx="438" cy="346" r="9" fill={palette.purple300} />
    </>
  );
}
