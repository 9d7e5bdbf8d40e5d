// A driver's app on a phone: the day's route, the next stop in yellow, the stops done, and around
// it what the service promises: it works offline, one code base for both stores, and a delivery
// confirmed with photo and signature. Drawn for the mobile apps service, whose banner was a flat
// cartoon beside the other pages' product drawings (design review 16).
import { CheckCard } from './cards';
import { Card, ink, Label, Tick, yellow, type Box } from './parts';

const phone = { x: 150, y: 14, width: 180, height: 372 };
/** The screen inside the bezel. */
const screen = {
  x: phone.x + 7,
  y: phone.y + 7,
  width: phone.width - 14,
  height: phone.height - 14,
};
const left = phone.x + 18;
const right = phone.x + phone.width - 18;

const stops = ['Av. Brasil 2190', 'Blanco 1131'];

// The screen's map, as a phone's dark map draws a city: streets lighter than the blocks between
// them, an avenue across, and the route along the streets from the depot to the next stop. Grey
// squares on a grey card read as a wireframe (review 62B); a zigzag over two lines read as a stock
// chart (review 37B).
const map = { x: left, y: 94, width: right - left, height: 100 };
const streets = [
  'M196 94 V194',
  'M240 94 V194',
  'M284 94 V194',
  `M${left} 124 H${right}`,
  `M${left} 162 H${right}`,
  `M${left} 186 L${right} 104`,
];
const route = 'M196 188 L196 162 L240 162 L240 124 L284 124';

// Under the phone and each floating card, a soft shadow: flat on the band, they read as one layer
// (review 62B). Its id is the drawing's own; a page holds one opening drawing.
const lift = 'art-mobile-lift';

/** The shadow a floating card casts, drawn under it. */
function Shadow(box: Box) {
  return <rect {...box} rx="14" fill={ink} filter={`url(#${lift})`} />;
}

/** A floating card with its shadow. */
function LiftedCard(box: Box) {
  return (
    <>
      <Shadow {...box} />
      <Card {...box} />
    </>
  );
}

export function MobileApp() {
  return (
    <>
      <defs>
        <filter id={lift} x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="10" stdDeviation="10" floodColor="#000" floodOpacity="0.55" />
        </filter>
        <clipPath id="art-mobile-map">
          <rect {...map} rx="12" />
        </clipPath>
      </defs>
      <rect {...phone} rx="32" fill={ink} className="bezel" filter={`url(#${lift})`} />
      <rect className="window" {...screen} rx="26" />
      {/* The status bar: the time, the island, signal and battery. */}
      <Label x={left + 2} y={phone.y + 30} size={10} weight={700}>
        9:41
      </Label>
      <rect x={phone.x + 68} y={phone.y + 17} width={44} height={14} rx="7" fill={ink} />
      {[0, 1, 2].map((bar) => (
        <rect
          key={bar}
          className="ink"
          x={right - 38 + bar * 5}
          y={phone.y + 26 - bar * 3}
          width="3"
          height={4 + bar * 3}
          rx="1"
        />
      ))}
      <rect className="rule-box" x={right - 20} y={phone.y + 19} width="18" height="9" rx="2.5" />
      <rect className="ink" x={right - 18} y={phone.y + 21} width="11" height="5" rx="1.2" />
      <Label x={left} y={72} size={10.5} weight={500} tone="muted">
        Ruta de hoy · Camión 12
      </Label>
      <Label x={left} y={88} size={15} weight={800}>
        14 paradas
      </Label>
      <g clipPath="url(#art-mobile-map)">
        <rect className="card" {...map} />
        {streets.map((street) => (
          <path key={street} d={street} className="street" fill="none" strokeWidth="7" />
        ))}
      </g>
      <rect className="rule-box" {...map} rx="12" />
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
      <rect
        className="ink"
        x={phone.x + 66}
        y={phone.y + phone.height - 18}
        width={48}
        height={4}
        rx="2"
      />
      {/* The floating cards keep 20 units off the drawing's edges: on a phone, where it spans the
          screen, they sat 8 px from it (review 61C). This one lies over the bezel beside the stops
          already made, not over the screen: over the yellow card it hid the next stop (review
          81D), over the stops it cut their names to 'anco 1131' (review 84C). */}
      <LiftedCard x={20} y={288} width={134} height={70} />
      {/* Lucide's cloud-off, at 22 px: the app keeps working without signal. */}
      <g
        transform="translate(34 300)"
        fill="none"
        stroke={yellow}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m2 2 20 20M5.782 5.782A7 7 0 0 0 9 19h8.5a4.5 4.5 0 0 0 1.307-.193M21.532 16.5A4.5 4.5 0 0 0 17.5 10h-1.79A7.008 7.008 0 0 0 10 5.07" />
      </g>
      <Label x={64} y={316} size={12.5} weight={700}>
        Sin señal
      </Label>
      <Label x={34} y={342} size={10.5} weight={500} tone="muted">
        Sincroniza al volver
      </Label>
      {/* Beside the map, clear of the status bar, which it covered at the top (review 67B); the
          three cards step down the phone, right, left, right. */}
      <LiftedCard x={302} y={136} width={158} height={64} />
      <Label x={320} y={162} size={12.5} weight={700}>
        iOS y Android
      </Label>
      <Label x={320} y={180} size={10.5} weight={500} tone="muted">
        Un solo código
      </Label>
      <Shadow x={290} y={334} width={170} height={64} />
      <CheckCard x={290} y={334} title="Entregado" detail="Foto y firma · 10:12" />
    </>
  );
}
