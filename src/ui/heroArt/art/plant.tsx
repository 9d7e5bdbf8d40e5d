// A plant's line on its monitoring screen: the line's efficiency and output, its sensors with the
// one in alert in yellow, the shift's log and the maintenance booked before the failure. Drawn for
// the Concepción page, whose headline speaks of the Biobío's industry: an order pipeline there
// read as any city's back office (design review 23).
import { CheckCard, NoteCard, cardPair } from './cards';
import { Label, ListRow, Window } from './parts';

const figures = [
  { value: '84%', label: 'OEE del turno' },
  { value: '1.180', label: 'piezas por hora' },
  { value: '126', label: 'sensores en línea' },
] as const;

const sensors = [
  { id: 'VB-07', where: 'Rodamiento motor 3', state: 'Vibración', alert: true },
  { id: 'TM-12', where: 'Horno de secado', state: 'Normal', alert: false },
  { id: 'PR-04', where: 'Prensa hidráulica', state: 'Normal', alert: false },
] as const;

export function Plant() {
  return (
    <>
      <Window x={20} y={30} width={440} height={252} title="Planta Coronel · Línea 2" />
      {figures.map((figure, index) => {
        const x = 44 + index * 140;
        return (
          <g key={figure.label}>
            <Label x={x} y={108} size={24} weight={800}>
              {figure.value}
            </Label>
            <Label x={x} y={128} size={12} weight={500} tone="muted">
              {figure.label}
            </Label>
          </g>
        );
      })}
      {sensors.map((sensor, index) => (
        <ListRow
          key={sensor.id}
          y={176 + index * 36}
          name={sensor.id}
          detail={sensor.where}
          state={sensor.state}
          highlighted={sensor.alert}
          tone={sensor.alert ? 'ink' : 'muted'}
        />
      ))}
      <NoteCard {...cardPair.left} y={298} title="Bitácora turno B" detail="2 notas · 14:05" />
      <CheckCard
        {...cardPair.right}
        y={298}
        title="Mantención agendada"
        detail="Antes de la falla"
      />
    </>
  );
}
