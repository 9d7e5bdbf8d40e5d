// A port operator's tracking board: containers with their route and status, the one in port in
// yellow, the next vessel's arrival and a confirmed pick-up. Drawn for the port logistics page,
// whose map section already shows the city plan (the map drawing above it was the same picture
// twice: design review 14).
import { CheckCard, IconNoteCard, cardPair } from './cards';
import { Label, Pill, Window } from './parts';

// Lucide's ship.
const ship =
  'M12 2v2M12 9.189V13M19 12V6a2 2 0 00-2-2H7a2 2 0 00-2 2v6M19.38 19A11.6 11.6 0 0021 13l-8.188-3.639a2 2 0 00-1.624 0L3 13.001a11.6 11.6 0 002.81 7.76M2 20c.6.5 1.2 1 2.5 1 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1s1.2 1 2.5 1c2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1';

type Status = 'port' | 'transit' | 'done';

// ISO 6346 numbers: owner, serial and the check digit a port reader checks (six digits alone
// read as made up: review 72A).

const rows: { id: string; route: string; status: Status; label: string }[] = [
  { id: 'MSKU 4829130', route: 'Shanghái – VAP', status: 'port', label: 'En puerto' },
  { id: 'CMAU 7710457', route: 'Callao – VAP', status: 'transit', label: 'En tránsito' },
  { id: 'HLXU 3055884', route: 'VAP – Rotterdam', status: 'transit', label: 'Embarcado' },
  { id: 'TGHU 1299300', route: 'VAP – Bodega Quilicura', status: 'done', label: 'Entregado' },
];

const top = 112;
const step = 40;
/** Where each column starts: its heading, and every row's text or pill under it. */
const columns = [
  { heading: 'Contenedor', x: 44 },
  { heading: 'Ruta', x: 170 },
  { heading: 'Estado', x: 350 },
] as const;
const [idColumn, routeColumn, statusColumn] = columns;

export function Containers() {
  return (
    <>
      <Window x={20} y={30} width={440} height={244} title="Contenedores · Puerto de Valparaíso" />
      {columns.map(({ heading, x }) => (
        <Label key={heading} x={x} y={94} size={11} weight={600} tone="muted">
          {heading}
        </Label>
      ))}
      {rows.map((row, index) => {
        const y = top + 14 + index * step;
        return (
          <g key={row.id}>
            <line className="rule" x1="36" y1={y - 30} x2="444" y2={y - 30} />
            <Label x={idColumn.x} y={y} size={12.5} weight={700}>
              {row.id}
            </Label>
            <Label x={routeColumn.x} y={y} size={12} weight={500} tone="muted">
              {row.route}
            </Label>
            <Pill
              x={statusColumn.x}
              y={y - 16}
              width={92}
              label={row.label}
              highlighted={row.status === 'port'}
              tone={row.status === 'done' ? 'muted' : 'ink'}
            />
          </g>
        );
      })}
      <IconNoteCard
        {...cardPair.left}
        y={290}
        title="Próximo arribo"
        detail="MSC Aurora · mañana 6:00"
        icon={ship}
      />
      <CheckCard {...cardPair.right} y={290} title="Retiro agendado" detail="Hoy, 14:30 · TPS" />
    </>
  );
}
