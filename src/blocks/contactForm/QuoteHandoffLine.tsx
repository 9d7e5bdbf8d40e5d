// The calculator's quote over the contact form's fields: the total and the choices, what happens
// to it, the summary as it will be sent after the visitor's comment, and the ways to change it or
// take it out of the message.
import { ChevronDown } from 'lucide-react';
import { PartsLine } from '../../ui/PartsLine';
import type { QuoteHandoff } from '../../leads/quoteHandoff';
import { QuoteLine } from './formStates.styles';

export function QuoteHandoffLine({
  handoff,
  onRemove,
}: {
  handoff: QuoteHandoff;
  onRemove: () => void;
}) {
  return (
    <QuoteLine className="wide" data-quote-handoff>
      <div className="head">
        <p>
          {handoff.title}: <strong>{handoff.total}</strong>
        </p>
        <div className="actions">
          <a href={handoff.editHref}>{handoff.editLabel}</a>
          <button type="button" onClick={onRemove}>
            {handoff.removeLabel}
          </button>
        </div>
      </div>
      <PartsLine parts={handoff.line.split(' · ')} />
      <p className="note">{handoff.note}</p>
      <details>
        <summary>
          {handoff.detailsLabel}
          <ChevronDown size={16} aria-hidden="true" />
        </summary>
        <p>{handoff.summary}</p>
      </details>
    </QuoteLine>
  );
}
