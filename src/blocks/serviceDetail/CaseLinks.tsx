import { caseCover } from '../../content/caseCover';
import type { Entry } from '../../content/collections';
import { fillPlaceholders } from '../../content/expand';
import type { CaseDetail, ServiceDetail as Service } from '../../content/types.generated';
import { CaseCards } from '../../ui/CaseCards';
import { SectionHeading } from '../../ui/SectionHeading';

// The service's cases in its own words (title, summary, picture), with what the case's page adds
// on every other card of the site: the client's industry and its first result.
/** The section's heading id: the opening band's second button leads to it. */
export const casesAnchor = 'casos';

interface Props {
  eyebrow: string;
  title: string;
  /** What the cases show and how they were measured, under the title. */
  intro?: string | undefined;
  /** The invitation at each card's foot ("Ver caso"). */
  action: string;
  /** Alternative text of each case's image; {title} is the case's title. */
  imageAlt: string;
  cases: NonNullable<Service['caseStudies']>;
  /** The cases collection: the validator makes sure each case named here has a page. */
  caseEntries: Entry<CaseDetail>[];
  /** A case's page, from the cases template path. */
  caseHref: (slug: string) => string | undefined;
  /** The result the opening band already shows, and its case: that case's card shows another
   *  one, not the same figure a second time (review 45A: '−5 días' in both). */
  shownAbove?: { slug: string; title: string };
}

/** The result a service shows of a case: the one it names, or the case's first. */
export const caseResult = (entry: CaseDetail | undefined, title: string | undefined) =>
  entry?.results.find((result) => result.title === title) ?? entry?.results[0];

/** The case's first result other than `shown`, if it has one. */
const anotherResult = (entry: CaseDetail | undefined, shown: string) =>
  entry?.results.find((result) => result.title !== shown);

export function CaseLinks({
  eyebrow,
  title,
  intro,
  action,
  imageAlt,
  cases,
  caseEntries,
  caseHref,
  shownAbove,
}: Props) {
  if (cases.length === 0) return null;
  return (
    <section aria-labelledby={casesAnchor}>
      <SectionHeading id={casesAnchor} eyebrow={eyebrow} title={title} intro={intro} />
      <CaseCards
        action={action}
        imageAlt={(caseTitle) => fillPlaceholders(imageAlt, { title: caseTitle })}
        cards={cases.map((study) => {
          const entry = caseEntries.find(({ slug }) => slug === study.slug)?.data;
          const cover = entry && caseCover(entry);
          return {
            slug: study.slug,
            href: caseHref(study.slug),
            title: study.title,
            client: study.client,
            industry: entry?.clientIndustry ?? '',
            text: study.summary,
            image: study.imageUrl,
            // Its own dark drawing, or the case's, where the service shows the case's own picture.
            imageDark:
              study.imageUrlDark ?? (cover?.src === study.imageUrl ? cover.srcDark : undefined),
            lead:
              (study.slug === shownAbove?.slug &&
                (study.cardResult
                  ? caseResult(entry, study.cardResult)
                  : anotherResult(entry, shownAbove.title))) ||
              caseResult(entry, study.result),
          };
        })}
      />
    </section>
  );
}
