// The calculator's quote over the contact form's fields: the total and every choice, a warning
// when extras lack the backend they need, what happens to it, and the ways to change it or take
// it out of the message (and, taken out, to put it back). A service page's topic is shown the
// same way: the service, who leads it, a link back to it.
import { TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { PartsLine } from '../../ui/PartsLine';
import type { QuoteHandoff } from '../../leads/quoteHandoff';
import { QuoteLine } from './quoteLine.styles';

/** The form's own words about what was handed over, by its kind. A topic's recap row is its
 *  title ("Servicio", "Caso"), and its removal is said in its page's words when it has some. */
const words = {
  quote: {
    removed: () => 'Quitaste la estimación del mensaje.',
    recap: () => 'Estimación',
    sent: (total: string) => `Recibimos tu mensaje y tu estimación de ${total}. `,
  },
  topic: {
    // By its name: a city page's project is no service (review 87F: 'Quitaste el servicio' for
    // 'Software en Santiago').
    removed: (handoff: Pick<QuoteHandoff, 'total'>) => `Quitaste «${handoff.total}» del mensaje.`,
    recap: (handoff: Pick<QuoteHandoff, 'title'>) => handoff.title,
    sent: (total: string) => `Recibimos tu mensaje sobre ${total}. `,
  },
};

export const handoffWords = (handoff: Pick<QuoteHandoff, 'kind'>) => words[handoff.kind ?? 'quote'];

export function QuoteHandoffLine({
  handoff,
  namedByCard = false,
  onRemove,
  removeRef,
}: {
  handoff: QuoteHandoff;
  /** The form's responder card names who answers, and on a phone its promise line over the
   * fields: the note, which names them too, is left out (review 45B). */
  namedByCard?: boolean;
  onRemove: () => void;
  removeRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <QuoteLine className="wide" data-quote-handoff>
      <div className="head">
        <p>
          <span className="label">
            {handoff.title}
            <span className="sep">: </span>
          </span>
          <strong>{handoff.total}</strong>
        </p>
        <div className="actions">
          <a href={handoff.editHref}>{handoff.editLabel}</a>
          <button type="button" onClick={onRemove} ref={removeRef}>
            {handoff.removeLabel}
          </button>
        </div>
      </div>
      {handoff.line && <PartsLine parts={handoff.line.split(' · ')} />}
      {handoff.warning && (
        <p className="warning">
          <TriangleAlert size={16} aria-hidden="true" />
          {handoff.warning}
        </p>
      )}
      {!namedByCard && <p className="note">{handoff.note}</p>}
    </QuoteLine>
  );
}

/** In the line's place once removed: said, and undone with one press (review 42A: it went with
 *  no word and no way back, and focus jumped into Nombre, opening a phone's keyboard). */
export function QuoteRemoved({
  removed,
  onUndo,
  undoRef,
}: {
  removed: QuoteHandoff;
  onUndo: () => void;
  undoRef: Ref<HTMLButtonElement>;
}) {
  return (
    <QuoteLine className="wide" data-quote-removed>
      <div className="head">
        <p role="status">{removed.removed ?? handoffWords(removed).removed(removed)}</p>
        <div className="actions">
          <button type="button" onClick={onUndo} ref={undoRef}>
            Deshacer
          </button>
        </div>
      </div>
    </QuoteLine>
  );
}
