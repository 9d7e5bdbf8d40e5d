// A client's own back office: a mining contractor's work orders, the one under way in yellow,
// three figures over the list, the field app they come from and the ERP they keep in step. Drawn for
// the custom software page, whose blueprint (a dashed box, a ruler, colour swatches) read as a
// design tool, not as software a company runs on (design reviews 20 and 21).
import { CheckCard, NoteCard, cardPair } from './cards';
import { Label, Pill, Window } from './parts';

const figures = [
  { value: '18', label: 'órdenes abiertas' },
  { value: '97%', label: 'dentro del plazo' },
  { value: '3', label: 'faenas conectadas' },
] as const;

const orders = [
  { id: 'OT-2231', asset: 'Bomba B-12 · Faena Norte', state: 'En curso', current: true },
  { id: 'OT-2229', asset: 'Correa C-04 · Chancado', state: 'Asignada', current: false },
  { id: 'OT-2224', asset: 'Grúa horquilla 7 · Bodega', state: 'Cerrada', current: false },
] as const;

export function Maintenance() {
  return (
    <>
      <Window x={20} y={30} width={440} height={252} title="Mantención · Sistema de la faena" />
      {figures.map((figure, index) => {
        const x = 44 + index * 140;
        return (
          <g key={figure.label}>
            <Label x={x} y={108} size={24} weight={800}>
              {figure.value}
            </Label>
            <Label x={x} y={128} size={11} weight={500} tone="muted">
              {figure.label}
            </Label>
          </g>
        );
      })}
      {orders.map((order, index) => {
        const y = 176 + index * 36;
        return (
          <g key={order.id}>
            <line className="rule" x1="36" y1={y - 22} x2="444" y2={y - 22} />
            <Label x={44} y={y} size={12} weight={700}>
              {order.id}
            </Label>
            <Label x={116} y={y} size={11.5} weight={500} tone="muted">
              {order.asset}
            </Label>
            <Pill
              x={352}
              y={y - 16}
              width={84}
              label={order.state}
              highlighted={order.current}
              tone={order.state === 'Cerrada' ? 'muted' : 'ink'}
            />
          </g>
        );
      })}
      <NoteCard
        {...cardPair.left}
        y={298}
        title="Desde terreno"
        detail="App que funciona sin señal"
      />
      <CheckCard {...cardPair.right} y={298} title="SAP al día" detail="Sin digitar dos veces" />
    </>
  );
}
