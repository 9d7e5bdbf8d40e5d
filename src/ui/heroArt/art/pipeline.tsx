// A squad's delivery line: the stages every change passes (build, tests, review, production), the
// release going out in yellow, the week's releases under it, the test coverage and the weekly
// delivery. Drawn for the software factory, whose hero showed coloured code bars and a chart
// that said nothing (design review 17).
import { CheckCard, NoteCard, cardPair } from './cards';
import { Label, Window, yellow } from './parts';

type Stage = 'done' | 'running';

const stages: { name: string; detail: string; state: Stage }[] = [
  { name: 'Build', detail: '1 min 12 s', state: 'done' },
  { name: 'Pruebas', detail: '248 de 248', state: 'done' },
  { name: 'Revisión', detail: 'Aprobada', state: 'done' },
  { name: 'Producción', detail: 'Desplegando', state: 'running' },
];

const releases = [
  { version: 'v2.16', name: 'Alertas de stock', day: 'Hoy' },
  { version: 'v2.15', name: 'Exportar a Excel', day: 'Miércoles' },
  { version: 'v2.14', name: 'Checkout con Webpay', day: 'Lunes' },
];

const stageY = 110;
const stageWidth = 92;
const stageX = (index: number) => 40 + index * (stageWidth + 10);

export function Pipeline() {
  return (
    <>
      <Window x={20} y={30} width={440} height={248} title="Entregas · Squad Retail" />
      {stages.map((stage, index) => {
        const x = stageX(index);
        const running = stage.state === 'running';
        return (
          <g key={stage.name}>
            {running ? (
              <rect x={x} y={stageY - 30} width={stageWidth} height="52" rx="10" fill={yellow} />
            ) : (
              <rect className="card" x={x} y={stageY - 30} width={stageWidth} height="52" rx="10" />
            )}
            <Label
              x={x + 12}
              y={stageY - 8}
              size={11.5}
              weight={700}
              tone={running ? 'dark' : 'ink'}
            >
              {stage.name}
            </Label>
            <Label
              x={x + 12}
              y={stageY + 9}
              size={9.5}
              weight={500}
              tone={running ? 'dark' : 'muted'}
            >
              {stage.detail}
            </Label>
          </g>
        );
      })}
      <Label x={44} y={162} size={11} weight={600} tone="muted">
        Esta semana
      </Label>
      {releases.map((release, index) => {
        const y = 190 + index * 30;
        return (
          <g key={release.version}>
            <line className="rule" x1="36" y1={y - 20} x2="444" y2={y - 20} />
            <Label x={44} y={y} size={12} weight={700}>
              {release.version}
            </Label>
            <Label x={98} y={y} size={12} weight={500}>
              {release.name}
            </Label>
            <Label x={436} y={y} size={11} weight={500} tone="muted" anchor="end">
              {release.day}
            </Label>
          </g>
        );
      })}
      <NoteCard
        {...cardPair.left}
        y={294}
        title="87% de cobertura"
        detail="Pruebas en cada cambio"
      />
      <CheckCard {...cardPair.right} y={294} title="Entrega semanal" detail="Demo cada sprint" />
    </>
  );
}
