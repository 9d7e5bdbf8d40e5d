// A quote being put together, as the calculator opens: a medium app for iOS and Android with its
// backend, no extras yet, the running estimate and a short receipt. Drawn as the calculator's own
// controls (segments with a radio mark, chips with a checkbox, the chosen one ringed), with their
// labels: yellow pills and a toggle read as another tool (review 41A).
import { Card, ink, Label, Window, yellow } from './parts';

const segmentRows = [
  { label: 'Complejidad', options: ['Básica', 'Media', 'Compleja'], chosen: 1 },
  { label: 'Plataforma', options: ['iOS', 'Android', 'iOS y Android'], chosen: 2 },
];

const extras = ['Pagos en línea', 'Mapas y geolocalización'];

// The receipt's lines: what each part adds, in the calculator's own display (the platform
// multiplies the base price by 1.6).
const receipt = [
  ['Complejidad media', '6.0M'],
  ['iOS y Android', '+3.6M'],
  ['Backend', '+2.0M'],
] as const;

/** A checkbox at (x, y), its top left corner: yellow with a check when ticked, as the real one. */
function Checkbox({ x, y, checked }: { x: number; y: number; checked: boolean }) {
  return checked ? (
    <>
      <rect x={x} y={y} width="12" height="12" rx="3" fill={yellow} />
      <path
        d={`M${x + 3} ${y + 6.2}l2 2 4-4.4`}
        fill="none"
        stroke={ink}
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ) : (
    <rect className="rule" x={x} y={y} width="12" height="12" rx="3" fill="none" />
  );
}

export function Pricing() {
  return (
    <>
      <Window title="Calculadora de costos" />
      {segmentRows.map((row, index) => {
        const y = 76 + index * 60;
        return (
          <g key={row.label}>
            <Label x={72} y={y + 8} size={11} weight={700}>
              {row.label}
            </Label>
            <rect className="card" x="72" y={y + 15} width="366" height="34" rx="10" />
            {row.options.map((option, column) => {
              const x = 76 + column * 120;
              const chosen = column === row.chosen;
              return (
                <g key={option}>
                  {chosen && (
                    <rect className="chosen" x={x} y={y + 19} width="118" height="26" rx="7" />
                  )}
                  <circle
                    className={chosen ? 'ink' : 'rule'}
                    cx={x + 14}
                    cy={y + 32}
                    r="4.5"
                    fill={chosen ? undefined : 'none'}
                  />
                  <Label x={x + 25} y={y + 36} size={10.5} weight={chosen ? 700 : 500}>
                    {option}
                  </Label>
                </g>
              );
            })}
          </g>
        );
      })}
      <Label x={72} y={204} size={11} weight={700}>
        Backend y extras
      </Label>
      <rect className="chosen" x="72" y="212" width="366" height="28" rx="8" />
      <Checkbox x={84} y={220} checked />
      <Label x={104} y={230} size={10.5} weight={600}>
        Backend y panel de administración
      </Label>
      <Label x={426} y={230} size={10} weight={500} tone="muted" anchor="end">
        + $2.000.000
      </Label>
      {extras.map((extra, index) => {
        const x = 72 + index * 186;
        return (
          <g key={extra}>
            <rect className="card" x={x} y="248" width="180" height="28" rx="8" />
            <Checkbox x={x + 12} y={256} checked={false} />
            <Label x={x + 32} y={266} size={10.5} weight={500}>
              {extra}
            </Label>
          </g>
        );
      })}
      <Card x={0} y={280} width={220} height={104} />
      <Label x={22} y={306} size={11} weight={500} tone="muted">
        Estimación
      </Label>
      <Label x={22} y={336} size={26} weight={800}>
        11.6M CLP
      </Label>
      <Label x={22} y={362} size={11} weight={500} tone="muted">
        Plazo estimado: 4-6 meses
      </Label>
      <Card x={280} y={280} width={190} height={104} />
      {receipt.map(([item, amount], index) => {
        const y = 304 + index * 18;
        return (
          <g key={item}>
            <Label x={298} y={y} size={10.5} weight={500} tone="muted">
              {item}
            </Label>
            <Label x={452} y={y} size={10.5} weight={600} anchor="end">
              {amount}
            </Label>
          </g>
        );
      })}
      <line className="rule" x1="298" y1="350" x2="452" y2="350" strokeDasharray="4 4" />
      <Label x={298} y={370} size={11} weight={700}>
        Total
      </Label>
      <Label x={452} y={370} size={11} weight={800} anchor="end">
        11.6M CLP
      </Label>
    </>
  );
}
