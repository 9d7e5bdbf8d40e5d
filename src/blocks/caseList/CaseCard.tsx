// One case as a card: the whole card links to its page. A card the grid widens to close a row
// (`featuredCard`) lies on its side and shows every result instead of the first. Its styles:
// CaseCard.styles.
import { ArrowRight } from 'lucide-react';
import { FigureText } from '../../ui/FigureText';
import type { CaseDetail } from '../../content/types.generated';
import { fillPlaceholders } from '../../content/expand';
import { excerpt } from '../../lib/truncate';
import { caseCover } from '../../content/caseCover';
import { coverSizing, illustrationSizes } from '../../ui/Illustration';
import { ThemedIllustration } from '../../ui/ThemedIllustration';
import { Action, Body, Card, Industry, Overview, Results } from './CaseCard.styles';

export { featuredCard, spanningCard } from './CaseCard.styles';

const overviewLength = 150;

interface Props {
  /** The case's page, from the cases template path. */
  href: string | undefined;
  study: CaseDetail;
  group: string;
  labels: { cardAction: string; imageAlt: string };
}

export function CaseCard({ href, study, group, labels }: Props) {
  const cover = caseCover(study);
  return (
    <Card data-group={group}>
      <ThemedIllustration
        {...cover}
        alt={fillPlaceholders(labels.imageAlt, { title: study.title })}
        width={1200}
        height={750}
        // By its corner, at a size its text reads, as the home and the landings show the cases:
        // whole, a dashboard in a 330 px card set its text at 4 to 5 px (review 85A).
        {...coverSizing(cover.src, {
          whole: illustrationSizes.card,
          corner: illustrationSizes.cardCorner,
        })}
        loading="lazy"
        decoding="async"
      />
      <Body>
        {/* The industry only: the title names the client ("… para C3D Industrial"), and the
            chips above name the industries (review 31). */}
        <Industry>{study.clientIndustry}</Industry>
        <h3>
          <a href={href}>{study.title}</a>
        </h3>
        <Overview data-overview>
          {study.summary ?? excerpt(study.overview, overviewLength)}
        </Overview>
        <Results data-results>
          {study.results.map((result) => (
            <li key={result.title}>
              <strong>
                <FigureText text={result.metrics} />
              </strong>{' '}
              <span>{result.title}</span>
            </li>
          ))}
        </Results>
        <Action aria-hidden="true">
          {labels.cardAction}
          <ArrowRight size={18} />
        </Action>
      </Body>
    </Card>
  );
}
