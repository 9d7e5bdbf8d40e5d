// What went, under the confirmation: the name, phone, company, the start of the comment and the
// quote. Beside the steps the card keeps its size, and two lines in it read as a blank state; a
// CTO could not tell the quote had arrived (reviews 41B, 42B).
import type { ContactFields } from '../../leads/payload';
import type { QuoteHandoff } from '../../leads/quoteHandoff';

/** The comment's start, cut at a word: the recap confirms, it does not repeat. */
const excerpt = (text: string, max = 140) =>
  text.length <= max ? text : `${text.slice(0, text.lastIndexOf(' ', max) || max)}…`;

export function SentRecap({ fields, quote }: { fields: ContactFields; quote?: QuoteHandoff }) {
  const rows = [
    ['Nombre', fields.nombre],
    ['Teléfono', fields.telefono],
    ['Empresa', fields.empresa],
    ['Comentario', fields.comentario && excerpt(fields.comentario)],
    ['Estimación', quote && `${quote.total} · ${quote.line}`],
  ].filter((row): row is [string, string] => Boolean(row[1]));
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
