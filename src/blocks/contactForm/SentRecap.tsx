// What went, under the confirmation: the name, phone, company, the start of the comment and the
// quote. Beside the steps the card keeps its size, and two lines in it read as a blank state; a
// CTO could not tell the quote had arrived (reviews 41B, 42B).
import type { ContactFields } from '../../leads/payload';
import type { QuoteHandoff } from '../../leads/quoteHandoff';
import { handoffWords } from './QuoteHandoffLine';

/** The comment's start, cut at a word (or at `max` in a word longer than that): the recap
 *  confirms, it does not repeat. */
export function excerpt(text: string, max = 140): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max);
  return `${text.slice(0, space > 0 ? space : max)}…`;
}

export function SentRecap({ fields, quote }: { fields: ContactFields; quote?: QuoteHandoff }) {
  const rows = [
    ['Nombre', fields.nombre],
    ['Teléfono', fields.telefono],
    ['Empresa', fields.empresa],
    ['Comentario', fields.comentario && excerpt(fields.comentario)],
    quote && [
      handoffWords(quote).recap(quote),
      [quote.total, quote.line].filter(Boolean).join(' · '),
    ],
  ].filter((row): row is [string, string] => Boolean(row?.[1]));
  return (
    <dl className="recap">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
