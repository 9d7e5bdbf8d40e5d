// A quote being put together, as the calculator opens: a medium app for iOS and Android with its
// backend, no extras yet, the running estimate and a short receipt.
import { Card, ink, Label, Window, yellow } from './parts';

const rows = [
  { label: 'Complejidad', options: ['Básica', 'Media', 'Compleja'], chosen: 1 },
  { label: 'Plataforma', options: ['iOS', 'Android', 'iOS y Android'], chosen: 2 },
  { label: 'Extras', options: ['Pagos en línea', 'Mapas', 'Chat'], chosen: -1 },
];

// The receipt's lines: what each part adds, in the calculator's own display (the platform
// multiplies the base price by 1.6).
const receipt = [
  ['Complejidad media', '6.0M'],
  ['iOS y Android ×1.6', '+3.6M'],
  ['Backend', '+2.0M'],
] as const;

export function Pricing() {
  return (
    <>
      <Window title="Calculadora de costos" />
      {rows.map((row, index) => {
        const y = 76 + index * 52;
        return (
          <g key={row.label}>
            <Label x={72} y={y + 8} size={11} weight={700}>
              {row.label}
            </Label>
            {row.options.map((option, column) => {
              const x = 72 + column * 122;
              const chosen = column === row.chosen;
              return (
                <g key={option}>
                  <rect
                    x={x}
                    y={y + 16}
                    width="112"
                    height="26"
                    rx="13"
                    className={chosen ? undefined : 'card'}
                    fill={chosen ? yellow : undefined}
                  />
                  <Label
                    x={x + 56}
                    y={y + 33}
                    size={10.5}
                    weight={chosen ? 700 : 500}
                    tone={chosen ? 'dark' : 'muted'}
                    anchor="middle"
                  >
                    {option}
                  </Label>
                </g>
              );
            })}
          </g>
        );
      })}
      <rect x="72" y="238" width="40" height="22" rx="11" fill={yellow} />
      <circle cx="101" cy="249" r="7" fill={ink} />
      <Label x={124} y={253} size={11} weight={500} tone="muted">
        Backend y panel de administración
      </Label>
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
      <Card x={300} y={280} width={170} height={104} />
      {receipt.map(([item, amount], index) => {
        const y = 304 + index * 18;
        return (
          <g key={item}>
            <Label x={318} y={y} size={10.5} weight={500} tone="muted">
              {item}
            </Label>
            <Label x={452} y={y} size={10.5} weight={600} anchor="end">
              {amount}
            </Label>
          </g>
        );
      })}
      <line className="rule" x1="318" y1="350" x2="452" y2="350" strokeDasharray="4 4" />
      <Label x={318} y={370} size={11} weight={700}>
        Total
      </Label>
      <Label x={452} y={370} size={11} weight={800} anchor="end">
        11.6M CLP
      </Label>
    </>
  );
}
