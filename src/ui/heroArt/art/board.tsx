// A squad's sprint board: three columns of tasks, the one in review in yellow in its column (tilted
// out of the column, it read as a card dropped by mistake: design review 14), a burndown chart,
// and the deploy that closed the week.
import { palette } from '../../../theme/tokens';
import { CheckCard, cardPair } from './cards';
import { Card, Label, muted, Window, yellow } from './parts';

// Each task is its title and its ticket number; a column's count includes the card in review.
const columns = [
  {
    title: 'Por hacer',
    count: 3,
    tasks: [
      ['Login con Google', '#148'],
      ['Exportar a Excel', '#151'],
      ['Alertas de stock', '#153'],
    ],
  },
  {
    title: 'En curso',
    count: 2,
    tasks: [['Panel de ventas', '#139']],
  },
  {
    title: 'Listo',
    count: 2,
    tasks: [
      ['Onboarding', '#131'],
      ['Carro de compras', '#127'],
    ],
  },
] as const;
const owners = [palette.blue300, palette.purple300, muted];
/** A task card's width: three columns 12 apart, 20 in from the window's sides on both (at 120
 *  'Carrito de compras' ran past its card once a phone's labels grew: review 71C; the columns
 *  ended 8 from the right side and 20 from the left: 73B). */
const taskWidth = 125;
/** Where the second column, and the task in review in it, starts. */
const inReview = 40 + taskWidth + 12;

function Task({
  x,
  y,
  name,
  ticket,
  owner,
}: {
  x: number;
  y: number;
  name: string;
  ticket: string;
  owner: string;
}) {
  return (
    <>
      <rect className="card" x={x} y={y} width={taskWidth} height="46" rx="10" />
      <Label x={x + 10} y={y + 20} size={10.5} weight={700}>
        {name}
      </Label>
      <Label x={x + 10} y={y + 35} size={9.5} weight={500} tone="muted">
        {ticket}
      </Label>
      <circle cx={x + taskWidth - 16} cy={y + 31} r="7" fill={owner} opacity="0.8" />
    </>
  );
}

export function Board() {
  return (
    <>
      <Window x={20} width={440} title="Sprint 14 · Squad Retail" height={262} />
      {columns.map((column, index) => {
        const x = 40 + index * (taskWidth + 12);
        return (
          <g key={column.title}>
            <Label x={x + 2} y={89} size={11.5} weight={700}>
              {column.title}
            </Label>
            <Label x={x + taskWidth - 2} y={89} size={11} weight={600} tone="muted" anchor="end">
              {String(column.count)}
            </Label>
            {column.tasks.map(([name, ticket], row) => (
              <Task
                key={name}
                x={x}
                y={100 + row * 56}
                name={name}
                ticket={ticket}
                owner={owners[(row + index) % 3] ?? muted}
              />
            ))}
          </g>
        );
      })}
      <rect x={inReview} y="156" width={taskWidth} height="46" rx="10" fill={yellow} />
      <Label x={inReview + 10} y={176} size={10.5} weight={700} tone="dark">
        Pago con Webpay
      </Label>
      <Label x={inReview + 10} y={191} size={9.5} weight={600} tone="dark">
        En revisión
      </Label>
      {/* Under the board, level and equal, as under the other drawings' windows: laid over the
          board's corners they crowded it (design review 21). */}
      <Card {...cardPair.left} y={296} height={64} />
      <Label x={40} y={324} size={13} weight={700}>
        Burndown
      </Label>
      <Label x={40} y={341} size={11} weight={500} tone="muted">
        Día 8 de 10
      </Label>
      <line className="rule" x1="136" y1="344" x2="212" y2="344" />
      <path
        d="M136 312l14 5 12 9 14 3 14 8 12 5"
        fill="none"
        stroke={yellow}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <CheckCard {...cardPair.right} y={296} title="Deploy listo" detail="Viernes, 17:00" />
    </>
  );
}
