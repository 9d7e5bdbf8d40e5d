// Case cards, as the case listing shows them: the picture, the client's industry, the title as the
// link (the whole card is clickable through it), a short text, the first result's figure and a
// way in. Shared by a case's related cases and a service's cases, so the two read as one
// component (design review 9: the service's were bare picture-and-text boxes).
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { balancedGrid } from './balancedGrid';
import { PartsLine } from './PartsLine';
import { FigureText } from './FigureText';
import { resultFigure } from './resultFigure';
import { color, hoverOk, radius, space } from '../theme/tokens';
import { cardCover, cardSurface, eyebrowText, plainList, stretchedLink } from './surfaces';
import { cornerCovers } from './coverCorner';
import { coverSizing, illustrationSizes } from './Illustration';
import { ThemedIllustration } from './ThemedIllustration';

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
  }
  ${cornerCovers}
  /* The rule under the screen, on the text's side: the screen is drawn enlarged and clipped. */
  .body {
    border-top: 1px solid ${color.border};
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    padding: ${space.md};
  }
  .industry {
    ${eyebrowText}
  }
  /* Filled lines, the last one short: balanced, a title kept its figures together and broke
     into three short lines where two fit ("soporta el triple de / pedidos…": review 57A). */
  h3 {
    font-size: 1.25rem;
    text-wrap: pretty;
  }
  /* The title's link covers the card: one link, one tab stop, a large target. */
  h3 a {
    color: inherit;
    text-decoration: none;
    ${stretchedLink(radius.md)}
  }
  /* Hover only where a pointer hovers: on a phone a tapped card kept its title underlined after
     the tap (review 62B). */
  ${hoverOk} {
    li:hover h3 a {
      text-decoration: underline;
    }
  }
  h3 a:focus-visible {
    text-decoration: underline;
  }
  /* The first result at the card's foot, figure above its label, so a row's figures line up. */
  .figure {
    ${resultFigure}
    margin-top: auto;
    padding-top: ${space.xs};
  }
  p {
    color: ${color.textMuted};
  }
  /* The card's way in, as on the case listing's cards (design review 8: cards that ended on
     their figure gave no sign that they open), in the text's ink: yellow here and white there
     made one component in two colours in the dark theme (review 9). */
  /* An icon arrow, as every other card's link (a text arrow here: design review 18). */
  .action {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    justify-self: start;
    margin-top: ${space.xs};
    font-weight: 700;
    color: ${color.text};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export interface CaseCard {
  slug: string;
  href: string | undefined;
  title: string;
  /** Shown as "Client · industry" over the title, as on every case card of the site. */
  client: string;
  industry: string;
  text: string;
  image: string;
  /** The picture for the dark theme, when the case has one. */
  imageDark?: string | undefined;
  /** The case's first result: its figure and what it measures. */
  lead?: { metrics: string; title: string };
}

interface Props {
  cards: CaseCard[];
  /** The invitation at each card's foot ("Ver caso"); the whole card is the link. */
  action: string;
  /** Alternative text of a case's picture, from its title. */
  imageAlt: (title: string) => string;
}

export function CaseCards({ cards, action, imageAlt }: Props) {
  return (
    <Cards $count={cards.length}>
      {cards.map((card) => (
        <li key={card.slug}>
          <ThemedIllustration
            src={card.image}
            srcDark={card.imageDark}
            alt={imageAlt(card.title)}
            width={1200}
            height={750}
            {...coverSizing(card.image, {
              whole: illustrationSizes.wide,
              corner: illustrationSizes.wideCorner,
            })}
            loading="lazy"
            decoding="async"
          />
          <div className="body">
            <p className="industry">
              <PartsLine parts={[card.client, card.industry]} />
            </p>
            <h3>
              <a href={card.href}>{card.title}</a>
            </h3>
            <p>{card.text}</p>
            {card.lead && (
              <p className="figure">
                <strong>
                  <FigureText text={card.lead.metrics} />
                </strong>
                <span>{` ${card.lead.title}`}</span>
              </p>
            )}
            <span className="action" aria-hidden="true">
              {action}
              <ArrowRight size={18} />
            </span>
          </div>
        </li>
      ))}
    </Cards>
  );
}
