// A client's own process run by its own system: an order's steps from quote to invoice, the step
// in progress in yellow, today's orders under it, the ERP it keeps in step and the spreadsheets it
// replaced. Drawn for the custom software service, whose banner was a code editor and a chart
// that any software company could show (design reviews 14 and 15).
import { CheckCard, NoteCard, cardPair } from './cards';
import { Label, ListRow, Window, yellow } from './parts';

type Stage = 'done' | 'current' | 'next';

const steps: { name: string; detail: string; stage: Stage }[] = [
  { name: 'Cotización', detail: '12 hoy', stage: 'done' },
  { name: 'Aprobación', detail: '8 aprobadas', stage: 'done' },
  { name: 'Despacho', detail: '5 en ruta', stage: 'current' },
  { name: 'Factura', detail: 'Automática', stage: 'next' },
];

const orders = [
  { id: 'PED-2041', client: 'Metalúrgica Coronel · 3 pallets', state: 'En ruta' },
  { id: 'PED-2038', client: 'Forestal Los Robles · 12 cajas', state: 'Facturado' },
];

const nodeY = 138;
const firstX = 78;
const gap = 108;
const nodeX = (index: number) => firstX + index * gap;

function Node({ x, stage, number }: { x: number; stage: Stage; number: number }) {
  if (stage === 'current')
    return (
      <>
        <circle cx={x} cy={nodeY} r="17" fill={yellow} />
        <Label x={x} y={nodeY + 5} size={13} weight={800} tone="dark" anchor="middle">
          {String(number)}
        </Label>
      </>
    );
  if (stage === 'next')
    return (
      <>
        <circle className="card" cx={x} cy={nodeY} r="17" />
        <Label x={x} y={nodeY + 5} size={13} weight={700} tone="muted" anchor="middle">
          {String(number)}
        </Label>
      </>
    );
  return (
    <>
      <circle className="card" cx={x} cy={nodeY} r="17" stroke={yellow} strokeWidth="2.5" />
      <path
        d={`M${x - 6} ${nodeY}l4 4 8-8`}
        fill="none"
        stroke={yellow}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

export function Workflow() {
  return (
    <>
      <Window x={20} y={30} width={440} height={262} title="Pedidos · Sistema de gestión" />
      <Label x={44} y={96} size={11} weight={600} tone="muted">
        Flujo de un pedido
      </Label>
      {steps.slice(1).map((step, index) => (
        <line
          key={step.name}
          x1={nodeX(index) + 21}
          y1={nodeY}
          x2={nodeX(index + 1) - 21}
          y2={nodeY}
          stroke={step.stage === 'next' ? undefined : yellow}
          className={step.stage === 'next' ? 'rule' : undefined}
          strokeWidth="3"
          strokeDasharray={step.stage === 'next' ? '5 5' : undefined}
        />
      ))}
      {steps.map((step, index) => (
        <g key={step.name}>
          <Node x={nodeX(index)} stage={step.stage} number={index + 1} />
          <Label x={nodeX(index)} y={nodeY + 38} size={12} weight={700} anchor="middle">
            {step.name}
          </Label>
          <Label
            x={nodeX(index)}
            y={nodeY + 54}
            size={10.5}
            weight={500}
            tone="muted"
            anchor="middle"
          >
            {step.detail}
          </Label>
        </g>
      ))}
      {orders.map((order, index) => (
        <ListRow
          key={order.id}
          y={236 + index * 36}
          name={order.id}
          detail={order.client}
          state={order.state}
          highlighted={index === 0}
        />
      ))}
      <NoteCard
        {...cardPair.left}
        y={308}
        textX={cardPair.left.x + 58}
        title="ERP conectado"
        detail="Stock y facturas en SAP"
      >
        {/* Lucide's refresh-cw, at 26 px: the two systems kept in step. */}
        <g
          transform="translate(37 327) scale(1.1)"
          fill="none"
          stroke={yellow}
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8M21 3v5h-5M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16M8 16H3v5" />
        </g>
      </NoteCard>
      <CheckCard {...cardPair.right} y={308} title="Sin planillas" detail="Todo en un sistema" />
    </>
  );
}
