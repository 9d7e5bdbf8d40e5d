// A plant's line on its monitoring screen: the line's efficiency and output, its sensors with the
// one in alert in yellow, the shift's log and the maintenance booked before the failure. Drawn for
// the Concepción page, whose headline speaks of the Biobío's industry: an order pipeline there
// read as any city's back office (design review 23).
import { StatusBoard } from './statusBoard';

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
    <StatusBoard
      title="Planta Coronel · Línea 2"
      figures={figures}
      labelSize={12}
      rows={sensors.map((sensor) => ({
        name: sensor.id,
        detail: sensor.where,
        state: sensor.state,
        highlighted: sensor.alert,
        tone: sensor.alert ? 'ink' : 'muted',
      }))}
      note={{
        title: 'Bitácora turno B',
        detail: '2 notas · 14:05',
        // Lucide's clipboard-list.
        icon: 'M9 2h6v4H9zM16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2M12 11h4M12 16h4M8 11h.01M8 16h.01',
      }}
      done={{ title: 'Mantención agendada', detail: 'Antes de la falla' }}
    />
  );
}
