// Made to measure: a product sketched on squared paper with its dimensions, a ruler, and the
// design system's colour swatches.
import { palette } from '../../../theme/tokens';
import { Bar, Card, Label, muted, Window, yellow } from './parts';

const grid = { left: 60, right: 440, top: 76, bottom: 296 };
const gridLines = (from: number, to: number) =>
  Array.from({ length: Math.floor((to - from) / 20) + 1 }, (_, index) => from + index * 20);

function Dimension({ d, ticks }: { d: string; ticks: string }) {
  return (
    <>
      <path d={d} stroke={muted} strokeWidth="1.5" />
      <path d={ticks} stroke={muted} strokeWidth="1.5" />
    </>
  );
}

export function Blueprint() {
  return (
    <>
      <Window title="Panel de despachos · v3" />
      {gridLines(grid.left, grid.right).map((x) => (
        <line
          key={`x${x}`}
          className="rule"
          x1={x}
          y1={grid.top}
          x2={x}
          y2={grid.bottom}
          opacity="0.5"
        />
      ))}
      {gridLines(grid.top, grid.bottom).map((y) => (
        <line
          key={`y${y}`}
          className="rule"
          x1={grid.left}
          y1={y}
          x2={grid.right}
          y2={y}
          opacity="0.5"
        />
      ))}
      <rect
        x="120"
        y="110"
        width="220"
        height="150"
        rx="10"
        fill="none"
        stroke={yellow}
        strokeWidth="3"
      />
      <rect
        x="136"
        y="126"
        width="92"
        height="56"
        rx="6"
        fill="none"
        stroke={muted}
        strokeWidth="2"
        strokeDasharray="5 4"
      />
      <Label x={244} y={142} size={13} weight={700}>
        Despachos
      </Label>
      <Label x={244} y={158} size={11} weight={500} tone="muted">
        Hoy · 128 rutas
      </Label>
      <Bar x={136} y={200} width={188} tone="soft" />
      <Bar x={136} y={218} width={150} tone="soft" />
      <rect x="136" y="234" width="72" height="18" rx="9" fill={yellow} />
      <Label x={172} y={246.5} size={9.5} weight={700} tone="dark" anchor="middle">
        Asignar
      </Label>
      <Dimension d="M120 96H200M260 96H340" ticks="M120 90v12M340 90v12" />
      <Label x={230} y={100} size={10} weight={600} tone="muted" anchor="middle">
        1280 px
      </Label>
      <Dimension d="M356 110V260" ticks="M350 110h12M350 260h12" />
      <Card x={0} y={280} width={220} height={80} />
      {Array.from({ length: 18 }, (_, index) => (
        <line
          key={index}
          x1={20 + index * 10}
          y1="300"
          x2={20 + index * 10}
          y2={index % 5 === 0 ? 322 : 312}
          stroke={muted}
          strokeWidth="1.5"
        />
      ))}
      <Label x={20} y={346} size={11} weight={500} tone="muted">
        A la medida de tu operación
      </Label>
      <Card x={300} y={290} width={170} height={64} />
      {[yellow, palette.blue300, palette.purple300].map((swatch, index) => (
        <circle key={swatch} cx={330 + index * 30} cy="322" r="11" fill={swatch} />
      ))}
      <Label x={412} y={326} size={11} weight={600} tone="muted">
        Marca
      </Label>
    </>
  );
}
