// The calculator's quote over the contact form's fields: the total and every choice, a warning
// when extras lack the backend they need, what happens to it, and the ways to change it or take
// it out of the message (and, taken out, to put it back).
import { TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { PartsLine } from '../../ui/PartsLine';
import type { QuoteHandoff } from '../../leads/quoteHandoff';
import { QuoteLine } from './formStates.styles';

export function QuoteHandoffLine({
  handoff,
  onRemove,
  removeRef,
}: {
  handoff: QuoteHandoff;
  onRemove: () => void;
  removeRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <QuoteLine className="wide" data-quote-handoff>
      <div className="head">
        <p>
          {handoff.title}: <strong>{handoff.total}</strong>
        </p>
        <div className="actions">
          <a href={handoff.editHref}>{handoff.editLabel}</a>
          <button type="button" onClick={onRemove} ref={removeRef}>
            {handoff.removeLabel}
          </button>
        </div>
      </div>
      <PartsLine parts={handoff.line.split(' · ')} />
      {handoff.warning && (
        <p className="warning">
          <TriangleAlert size={16} aria-hidden="true" />
          {handoff.warning}
        </p>
      )}
      <p className="note">{handoff.note}</p>
    </QuoteLine>
  );
}

/** In the line's place once removed: said, and undone with one press (review 42A: it went with
 *  no word and no way back, and focus jumped into Nombre, opening a phone's keyboard). */
export function QuoteRemoved({
  onUndo,
  undoRef,
}: {
  onUndo: () => void;
  undoRef: Ref<HTMLButtonElement>;
}) {
  return (
    <QuoteLine className="wide" data-quote-removed>
      <div className="head">
        <p role="status">Quitaste la estimación del mensaje.</p>
        <div className="actions">
          <button type="button" onClick={onUndo} ref={undoRef}>
            Deshacer
          </button>
        </div>
      </div>
    </QuoteLine>
  );
}
