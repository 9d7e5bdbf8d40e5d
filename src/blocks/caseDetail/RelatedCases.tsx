import type { Entry } from '../../content/collections';
import type { CaseDetail as Case } from '../../content/types.generated';
import { truncate } from '../../lib/truncate';
import { Items } from './CaseItems';

const previewLength = 120;

interface Props {
  title: string;
  cases: Entry<Case>[];
  /** A case's page, from the cases template path. */
  caseHref: (slug: string) => string | undefined;
}

export function RelatedCases({ title, cases, caseHref }: Props) {
  if (cases.length === 0) return null;
  return (
    <section aria-labelledby="relacionados">
      <h2 id="relacionados">{title}</h2>
      <Items $count={cases.length}>
        {cases.map((other) => (
          <li key={other.slug}>
            <h3>
              <a href={caseHref(other.slug)}>{other.data.title}</a>
            </h3>
            <p>{truncate(other.data.overview, previewLength)}</p>
          </li>
        ))}
      </Items>
    </section>
  );
}
