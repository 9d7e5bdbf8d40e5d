// Other cases worth reading after this one: each a card with its picture, the client's industry,
// the title as the link (the whole card is clickable through it), a short excerpt and its first
// result's figure, as the case listing shows them, so the page does not end on bare text boxes.
import styled from '@emotion/styled';
import type { Entry } from '../../content/collections';
import type { CaseDetail as Case } from '../../content/types.generated';
import { excerpt } from '../../lib/truncate';
import { balancedGrid } from '../../ui/balancedGrid';
import { FigureText } from '../../ui/FigureText';
import { color, radius, space } from '../../theme/tokens';
import { cardCover, cardSurface, eyebrowText, plainList, stretchedLink } from '../../ui/surfaces';
import { Illustration } from '../../ui/Illustration';

const previewLength = 120;

const Cards = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 3, min: '260px' })}
  > li {
    position: relative;
    display: grid;
    grid-template-rows: auto 1fr;
    overflow: hidden;
    ${cardSurface}
  }
  img {
    ${cardCover}
    border-bottom: 1px solid ${color.border};
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    padding: ${space.md};
  }
  .industry {
    ${eyebrowText}
  }
  h3 {
    font-size: 1.15rem;
  }
  /* The title's link covers the card: one link, one tab stop, a large target. */
  h3 a {
    color: inherit;
    text-decoration: none;
    ${stretchedLink(radius.md)}
  }
  li:hover h3 a,
  h3 a:focus-visible {
    text-decoration: underline;
  }
  /* The first result at the card's foot, over a rule, figure above its label: as the case
     listing shows it, so a row's figures line up. */
  .figure {
    margin-top: auto;
    padding-top: ${space.sm};
    border-top: 1px solid ${color.border};
    font-size: 0.875rem;
  }
  .figure strong {
    display: block;
    font-size: 1.6rem;
    line-height: 1.15;
    color: ${color.accentText};
  }
  p {
    color: ${color.textMuted};
  }
  /* The card's way in, as on the case listing's cards (design review 8: these ended on their
     figure, with no sign that they open), in the same ink: yellow here and white there made one
     component in two colours in the dark theme (review 9). */
  .action {
    margin-top: ${space.xs};
    font-weight: 700;
    color: ${color.text};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

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
      <Cards $count={cases.length}>
        {cases.map(({ slug, data }) => {
          const [lead] = data.results;
          return (
            <li key={slug}>
              <Illustration
                src={data.featuredImage ?? data.bannerImage}
                alt={imageAlt(data.title)}
                width={1200}
                height={750}
                sizes="(min-width: 1025px) 560px, (min-width: 769px) 375px, 100vw"
                loading="lazy"
                decoding="async"
              />
              <div className="body">
                <p className="industry">{data.clientIndustry}</p>
                <h3>
                  <a href={caseHref(slug)}>{data.title}</a>
                </h3>
                <p>{data.summary ?? excerpt(data.overview, previewLength)}</p>
                {lead && (
                  <p className="figure">
                    <strong>
                      <FigureText text={lead.metrics} />
                    </strong>
                    {` ${lead.title}`}
                  </p>
                )}
                <span className="action" aria-hidden="true">{`${action} →`}</span>
              </div>
            </li>
          );
        })}
      </Cards>
    </section>
  );
}
