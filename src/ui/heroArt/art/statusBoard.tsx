// A client's own system as one screen: three figures over a list whose rows end in a status pill
// (the one to look at in yellow), then a note card and a done card under the window. The custom
// software page's work orders and Concepción's plant line are drawn on it.
import { CheckCard, IconNoteCard, cardPair } from './cards';
import { Label, ListRow, Window } from './parts';

interface CardCopy {
  title: string;
  detail: string;
}

export interface StatusRow {
  name: string;
  detail: string;
  state: string;
  highlighted: boolean;
  tone: 'ink' | 'muted';
}

interface StatusBoardProps {
  title: string;
  figures: readonly { value: string; label: string }[];
  /** The figures' labels, in canvas units. */
  labelSize: number;
  rows: readonly StatusRow[];
  /** The note card, with the path of its icon (a Lucide icon's, on a 24-unit grid): without one
   *  it read as unfinished beside the done card's yellow check (review 62C). */
  note: CardCopy & { icon: string };
  done: CardCopy;
}

export function StatusBoard({ title, figures, labelSize, rows, note, done }: StatusBoardProps) {
  return (
    <>
      <Window x={20} y={30} width={440} height={252} title={title} />
      {figures.map((figure, index) => {
        const x = 44 + index * 140;
        return (
          <g key={figure.label}>
            <Label x={x} y={108} size={24} weight={800}>
              {figure.value}
            </Label>
            <Label x={x} y={128} size={labelSize} weight={500} tone="muted">
              {figure.label}
            </Label>
          </g>
        );
      })}
      {rows.map((row, index) => (
        <ListRow key={row.name} y={176 + index * 36} {...row} />
      ))}
      <IconNoteCard
        {...cardPair.left}
        y={298}
        title={note.title}
        detail={note.detail}
        icon={note.icon}
      />
      <CheckCard {...cardPair.right} y={298} {...done} />
    </>
  );
}
