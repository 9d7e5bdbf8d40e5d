// A retailer's peak day, live: orders a minute against the system's capacity, the payments
// approved and the sale that did not fall over; beside it, a bank's credit approved in a day.
// Drawn for Santiago's page, whose clients are finance and retail (its hero drew the city plan
// that its map section draws again: design review 16; a store alone left out the banks its
// headline names: review 71C).
import { CheckCard, IconNoteCard, cardPair } from './cards';
import { Label, Window, yellow } from './parts';

// Lucide's landmark: a bank's front.
const bank =
  'M10 18v-7M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949zM14 18v-7M18 18v-7M3 22h18M6 18v-7';

// Orders a minute through the day, in the chart's 90-unit height; the peak is the last hour.
const perMinute = [12, 16, 14, 22, 30, 26, 38, 52, 48, 66, 74, 70];
const chart = { x: 44, y: 150, width: 392, height: 90 };
const step = chart.width / (perMinute.length - 1);
const point = (value: number, index: number) =>
  `${Math.round(chart.x + index * step)} ${chart.y + chart.height - value}`;

const kpis = [
  { value: '1.240', name: 'pedidos/min' },
  { value: '99,2%', name: 'pagos aprobados' },
];

export function Retail() {
  const line = perMinute.map(point).join(' L ');
  return (
    <>
      <Window x={20} y={30} width={440} height={244} title="Cyber Day · Tienda online" />
      {kpis.map((kpi, index) => {
        const x = 44 + index * 150;
        return (
          <g key={kpi.name}>
            <Label x={x} y={104} size={20} weight={800}>
              {kpi.value}
            </Label>
            <Label x={x} y={122} size={10.5} weight={500} tone="muted">
              {kpi.name}
            </Label>
          </g>
        );
      })}
      <rect x={356} y={88} width="80" height="24" rx="12" fill={yellow} />
      <Label x={396} y={104} size={10.5} weight={700} tone="dark" anchor="middle">
        En vivo
      </Label>
      {/* The capacity the platform was sized for, over the peak. */}
      <line
        className="rule"
        x1={chart.x}
        y1={chart.y + 6}
        x2={chart.x + chart.width}
        y2={chart.y + 6}
        strokeWidth="2"
        strokeDasharray="5 5"
      />
      <Label
        x={chart.x + chart.width}
        y={chart.y}
        size={9.5}
        weight={600}
        tone="muted"
        anchor="end"
      >
        Capacidad 3×
      </Label>
      <path
        d={`M${line}`}
        fill="none"
        stroke={yellow}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <line
        className="rule"
        x1={chart.x}
        y1={chart.y + chart.height}
        x2={chart.x + chart.width}
        y2={chart.y + chart.height}
      />
      <IconNoteCard
        {...cardPair.left}
        y={290}
        title="Crédito aprobado"
        detail="Solicitud digital en 24 h"
        icon={bank}
      />
      <CheckCard {...cardPair.right} y={290} title="Sin caídas" detail="Webpay y SII al día" />
    </>
  );
}
