// Other cases worth reading after this one, as the case listing shows them, so the page does not
// end on bare text boxes.
import type { Entry } from '../../content/collections';
import type { CaseDetail as Case } from '../../content/types.generated';
import { caseCover } from '../../content/caseCover';
import { excerpt } from '../../lib/truncate';
import { CaseCards } from '../../ui/CaseCards';

const previewLength = 120;

interface Props {
  title: string;
  /** The invitation at each card's foot ("Ver caso"); the whole card is the link. */
  action: string;
  cases: Entry<Case>[];
  /** A case's page, from the cases template path. */
  caseHref: (slug: string) => string | undefined;
  /** Alternative text of a case's picture; {title} is the case's title. */
  imageAlt: (title: string) => string;
}

export function RelatedCases({ title, action, cases, caseHref, imageAlt }: Props) {
  if (cases.length === 0) return null;
  return (
    <section aria-labelledby="relacionados">
      <h2 id="relacionados">{title}</h2>
      <CaseCards
        action={action}
        imageAlt={imageAlt}
        cards={cases.map(({ slug, data }) => {
          const cover = caseCover(data);
          return {
            slug,
            href: caseHref(slug),
            title: data.title,
            client: data.client,
            industry: data.clientIndustry,
            text: data.summary ?? excerpt(data.overview, previewLength),
            image: cover.src,
            imageDark: cover.srcDark,
            lead: data.results[0],
          };
        })}
      />
    </section>
  );
}
