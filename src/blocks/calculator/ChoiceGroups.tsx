// The two kinds of choice: a segmented control for one of several (real radios, so the arrow keys
// move within the group) and toggle chips for any number (real checkboxes, Space toggles). The
// inputs sit invisibly over their faces: clicks, taps, focus and screen readers reach them.
import { Check, TriangleAlert } from 'lucide-react';
import { Group, GroupNote, Segments, Chips, ChipsStatus } from './Choices.styles';

export interface Option {
  id: string;
  label: string;
  /** The price effect, "+ $500.000" or "desde $3.000.000". */
  detail: string;
}

function Face({ label, detail }: Pick<Option, 'label' | 'detail'>) {
  return (
    <span className="face">
      <span className="indicator" aria-hidden="true">
        <Check size={14} strokeWidth={3} />
      </span>
      <span className="label">{label}</span>
      <span className="detail">{detail}</span>
    </span>
  );
}

interface SegmentedProps {
  legend: string;
  name: string;
  options: Option[];
  selected: string;
  onSelect: (id: string) => void;
  /** A sentence under the segments: what lies past the last of them. */
  note?: string;
}

export function SegmentedGroup({
  legend,
  name,
  options,
  selected,
  onSelect,
  note,
}: SegmentedProps) {
  return (
    <Group>
      <legend>{legend}</legend>
      <Segments $count={options.length}>
        {options.map((option) => (
          <label key={option.id}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={selected === option.id}
              onChange={() => onSelect(option.id)}
            />
            <Face {...option} />
          </label>
        ))}
      </Segments>
      {note && <GroupNote>{note}</GroupNote>}
    </Group>
  );
}

export interface Chip extends Option {
  checked: boolean;
  name: string;
  /** Spans the whole row: the backend, which the extras build on. */
  wide?: boolean;
  /** Chosen, but cannot work as the rest is chosen (an extra without the backend it needs). */
  flagged?: boolean;
}

interface ChipsProps {
  legend: string;
  chips: Chip[];
  onToggle: (id: string) => void;
  /** A note under the chips, read out when it appears. */
  status?: string;
}

export function ChipGroup({ legend, chips, onToggle, status }: ChipsProps) {
  return (
    <Group>
      <legend>{legend}</legend>
      <Chips>
        {chips.map((chip) => (
          <label
            key={chip.id}
            className={chip.wide ? 'wide' : undefined}
            data-flagged={chip.flagged ? '' : undefined}
          >
            <input
              type="checkbox"
              name={chip.name}
              value={chip.id}
              checked={chip.checked}
              onChange={() => onToggle(chip.id)}
            />
            <Face {...chip} />
          </label>
        ))}
      </Chips>
      {/* A live region from the start, so what appears in it is read out. */}
      <ChipsStatus role="status">
        {status && (
          <>
            <TriangleAlert size={18} aria-hidden="true" />
            {status}
          </>
        )}
      </ChipsStatus>
    </Group>
  );
}
