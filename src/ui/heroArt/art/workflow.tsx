// A client's own process run by its own system: a patient's visit from booking to prescription,
// the step in progress in yellow, today's visits under it, the records migrated whole and the
// paper they replaced. Drawn for the custom software service, whose banner was a code editor and
// a chart that any software company could show (design reviews 14 and 15), and whose proof
// beside it is Clínica Central's: an order flow there told another story (review 74C), and the
// history's '< 3 s' repeated on a card read as the same proof twice (75B).
import { CheckCard, NoteCard, cardPair } from './cards';
import { Label, ListRow, Window, yellow } from './parts';

type Stage = 'done' | 'current' | 'next';

const steps: { name: string; detail: string; stage: Stage }[] = [
  { name: 'Agenda', detail: '48 hoy', stage: 'done' },
  { name: 'Admisión', detail: '31 listas', stage: 'done' },
  { name: 'Atención', detail: '6 en box', stage: 'current' },
  { name: 'Receta', detail: '2 por firmar', stage: 'next' },
];

const visits = [
  { id: 'AT-2041', client: 'Control cardiología · Box 3', state: 'En box' },
  { id: 'AT-2038', client: 'Toma de muestras · Laboratorio', state: 'Atendida' },
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
      <Window x={20} y={30} width={440} height={262} title="Atenciones · Clínica Central" />
      <Label x={44} y={96} size={11} weight={600} tone="muted">
        Flujo de una atención
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
      {visits.map((visit, index) => (
        <ListRow
          key={visit.id}
          y={236 + index * 36}
          name={visit.id}
          detail={visit.client}
          state={visit.state}
          highlighted={index === 0}
        />
      ))}
      <NoteCard
        {...cardPair.left}
        y={308}
        textX={cardPair.left.x + 58}
        title="3,8 M atenciones"
        detail="Migradas sin pausa"
      >
        {/* Lucide's refresh-cw, at 26 px: the old records brought across. */}
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
      <CheckCard
        {...cardPair.right}
        y={308}
        title="Sin papel"
        detail="Recetas y órdenes en línea"
      />
    </>
  );
}
