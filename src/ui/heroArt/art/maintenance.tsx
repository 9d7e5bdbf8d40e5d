// A client's own back office: a mining contractor's work orders, the one under way in yellow,
// three figures over the list, the field app they come from and the ERP they keep in step. Drawn for
// the custom software page, whose blueprint (a dashed box, a ruler, colour swatches) read as a
// design tool, not as software a company runs on (design reviews 20 and 21).
import { CheckCard, NoteCard, cardPair } from './cards';
import { Label, ListRow, Window } from './parts';

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
      {orders.map((order, index) => (
        <ListRow
          key={order.id}
          y={176 + index * 36}
          name={order.id}
          detail={order.asset}
          state={order.state}
          highlighted={order.current}
          tone={order.state === 'Cerrada' ? 'muted' : 'ink'}
        />
      ))}
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
