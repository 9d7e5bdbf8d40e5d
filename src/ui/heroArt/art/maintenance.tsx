// A client's own back office: a mining contractor's work orders, the one under way in yellow,
// three figures over the list, the field app they come from and the ERP they keep in step. Drawn for
// the custom software page, whose blueprint (a dashed box, a ruler, colour swatches) read as a
// design tool, not as software a company runs on (design reviews 20 and 21).
import { StatusBoard } from './statusBoard';

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
    <StatusBoard
      title="Mantención · Sistema de la faena"
      figures={figures}
      labelSize={11}
      rows={orders.map((order) => ({
        name: order.id,
        detail: order.asset,
        state: order.state,
        highlighted: order.current,
        tone: order.state === 'Cerrada' ? 'muted' : 'ink',
      }))}
      note={{
        title: 'Desde terreno',
        detail: 'App que funciona sin señal',
        // Lucide's smartphone.
        icon: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM12 18h.01',
      }}
      done={{ title: 'SAP al día', detail: 'Sin digitar dos veces' }}
    />
  );
}
