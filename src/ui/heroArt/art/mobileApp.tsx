// A driver's app on a phone: the day's route, the next stop in yellow, the stops done, and around
// it what the service promises: it works offline, one code base for both stores, and a delivery
// confirmed with photo and signature. Drawn for the mobile apps service, whose banner was a flat
// cartoon beside the other pages' product drawings (design review 16).
import { CheckCard } from './cards';
import { Bar, Card, Label, Tick, yellow } from './parts';

const phone = { x: 150, y: 14, width: 180, height: 372 };
const left = phone.x + 18;
const right = phone.x + phone.width - 18;

const stops = ['Av. Brasil 2190', 'Blanco 1131'];

// The screen's map: city blocks between streets 12 units wide, and the route along the streets
// from the depot to the next stop. A zigzag over two lines read as a stock chart (review 37B).
const streetsX = [196, 240, 284];
const streetsY = [124, 162];
const blockEdgesX = [left + 6, ...streetsX.flatMap((x) => [x - 6, x + 6]), right - 6];
const blockEdgesY = [100, ...streetsY.flatMap((y) => [y - 6, y + 6]), 188];
const blocks = blockEdgesX
  .flatMap((x, i) => (i % 2 === 0 ? [[x, blockEdgesX[i + 1]!]] : []))
  .flatMap(([x1, x2]) =>
    blockEdgesY
      .flatMap((y, j) => (j % 2 === 0 ? [[y, blockEdgesY[j + 1]!]] : []))
      .map(([y1, y2]) => ({ x: x1!, y: y1!, width: x2! - x1!, height: y2! - y1! })),
  );
const route = 'M196 188 L196 162 L240 162 L240 124 L284 124';

export function MobileApp() {
  return (
    <>
      <rect className="window" {...phone} rx="30" />
      <Bar x={phone.x + 70} y={phone.y + 14} width={40} height={6} tone="soft" />
      <Label x={left} y={62} size={10.5} weight={500} tone="muted">
        Ruta de hoy · Camión 12
      </Label>
      <Label x={left} y={82} size={15} weight={800}>
        14 paradas
      </Label>
      <rect className="card" x={left} y="94" width={right - left} height="100" rx="12" />
      {blocks.map((block) => (
        <rect key={`${block.x}-${block.y}`} className="muted" {...block} rx="3" opacity="0.6" />
      ))}
      <path
        d={route}
        fill="none"
        stroke={yellow}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="196" cy="188" r="5" className="ink" />
      <circle cx="240" cy="162" r="3.5" className="ink" />
      <circle cx="284" cy="124" r="9" fill={yellow} opacity="0.35" />
      <circle cx="284" cy="124" r="5.5" fill={yellow} />
      <rect x={left} y="206" width={right - left} height="58" rx="12" fill={yellow} />
      <Label x={left + 12} y={226} size={10} weight={600} tone="dark">
        Próxima parada · 10:40
      </Label>
      <Label x={left + 12} y={248} size={13} weight={800} tone="dark">
        Av. Argentina 1450
      </Label>
      {stops.map((stop, index) => {
        const y = 276 + index * 36;
        return (
          <g key={stop}>
            <rect className="card" x={left} y={y} width={right - left} height="28" rx="8" />
            <Label x={left + 12} y={y + 18} size={10.5} weight={600} tone="muted">
              {stop}
            </Label>
            <Tick x={right - 22} y={y + 14} />
          </g>
        );
      })}
      <Bar x={phone.x + 75} y={phone.y + phone.height - 18} width={30} height={6} tone="soft" />
      {/* The floating cards keep 20 units off the drawing's edges: on a phone, where it spans the
          screen, they sat 8 px from it (review 61C). */}
      <Card x={20} y={112} width={158} height={64} />
      {/* Lucide's cloud-off, at 22 px: the app keeps working without signal. */}
      <g
        transform="translate(34 133)"
        fill="none"
        stroke={yellow}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m2 2 20 20M5.782 5.782A7 7 0 0 0 9 19h8.5a4.5 4.5 0 0 0 1.307-.193M21.532 16.5A4.5 4.5 0 0 0 17.5 10h-1.79A7.008 7.008 0 0 0 10 5.07" />
      </g>
      <Label x={66} y={140} size={12.5} weight={700}>
        Sin señal
      </Label>
      <Label x={66} y={157} size={10.5} weight={500} tone="muted">
        Sincroniza al volver
      </Label>
      <Card x={302} y={40} width={158} height={64} />
      <Label x={320} y={66} size={12.5} weight={700}>
        iOS y Android
      </Label>
      <Label x={320} y={84} size={10.5} weight={500} tone="muted">
        Un solo código
      </Label>
      <CheckCard x={290} y={334} title="Entregado" detail="Foto y firma · 10:12" />
    </>
  );
}
