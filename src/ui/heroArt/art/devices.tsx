// What we build: a web app in a browser window, the same operation on a driver's phone, and the
// integrations that connect them to the client's systems. Every label is a real product's (a
// greeting, dots and grey bars read as a template's: design review 16).
import { Bar, Card, Label, Tick, Window, yellow } from './parts';

const kpis = [
  { value: '128', name: 'Pedidos hoy' },
  { value: '42', name: 'En ruta' },
  { value: '3', name: 'Stock crítico' },
];

const stops = [
  { name: 'Providencia', done: true },
  { name: 'Ñuñoa', done: true },
  { name: 'Maipú', done: false },
];

const integrations = ['ERP', 'Webpay', 'SII'];

// The day's orders by hour, left to right, in the chart's 54-unit height.
const orders = [40, 34, 38, 26, 30, 18, 22, 12, 16, 8];

export function Devices() {
  const chart = orders.map((y, index) => `${186 + index * 28.6} ${200 + y}`).join(' L ');
  return (
    <>
      <Window x={130} y={20} width={330} height={250} title="app.tuempresa.cl" />
      <Label x={186} y={88} size={15} weight={700}>
        Operación de hoy
      </Label>
      <Label x={186} y={105} size={10.5} weight={500} tone="muted">
        Actualizado hace 1 min
      </Label>
      {kpis.map((kpi, index) => {
        const x = 186 + index * 90;
        return (
          <g key={kpi.name}>
            <rect className="card" x={x} y="118" width="78" height="56" rx="10" />
            <Label x={x + 10} y={144} size={17} weight={800}>
              {kpi.value}
            </Label>
            <Label x={x + 10} y={162} size={9.5} weight={500} tone="muted">
              {kpi.name}
            </Label>
          </g>
        );
      })}
      <line className="rule" x1="186" y1="254" x2="444" y2="254" />
      <path
        d={`M${chart}`}
        fill="none"
        stroke={yellow}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect className="window" x="30" y="110" width="134" height="254" rx="24" />
      <Bar x={78} y={124} width={38} height={6} tone="soft" />
      <rect x="46" y="146" width="102" height="56" rx="10" fill={yellow} />
      <Label x={58} y={166} size={10} weight={600} tone="dark">
        Ruta de hoy
      </Label>
      <Label x={58} y={188} size={14} weight={800} tone="dark">
        12 entregas
      </Label>
      {stops.map((stop, index) => {
        const y = 216 + index * 36;
        return (
          <g key={stop.name}>
            <rect className="card" x="46" y={y} width="102" height="28" rx="8" />
            <Label x={58} y={y + 18} size={10.5} weight={600} tone={stop.done ? 'muted' : 'ink'}>
              {stop.name}
            </Label>
            {stop.done ? (
              <Tick x={128} y={y + 14} />
            ) : (
              <circle cx="133" cy={y + 14} r="4" fill={yellow} />
            )}
          </g>
        );
      })}
      <Bar x={82} y={340} width={30} height={6} tone="soft" />
      <Card x={286} y={290} width={184} height={76} />
      <Tick x={300} y={310} />
      <Label x={316} y={314} size={11} weight={700}>
        Integraciones al día
      </Label>
      {integrations.map((name, index) => {
        const x = 302 + index * 54;
        return (
          <g key={name}>
            <rect className="hole" x={x} y="330" width="48" height="22" rx="11" />
            <Label x={x + 24} y={345} size={10} weight={700} anchor="middle">
              {name}
            </Label>
          </g>
        );
      })}
    </>
  );
}
