// A case card. Its button stretches over the whole card, so a click anywhere, Enter or Space
// opens the case, while the heading stays a real heading outside the button.
import { FigureText } from '../../ui/FigureText';
import { PartsLine } from '../../ui/PartsLine';
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { CaseStudiesBlock } from '../../content/types.generated';
import { breakpoint, color, motionOk, radius, space } from '../../theme/tokens';
import { cardCover, cardSurface, eyebrowText, stretchedLink } from '../../ui/surfaces';
import { cornerCovers } from '../../ui/coverCorner';
import type { CardSpan } from './caseGrid';
import { KeepRanges } from '../../ui/KeepRanges';
import { coverSizing, illustrationSizes } from '../../ui/Illustration';
import { ThemedIllustration } from '../../ui/ThemedIllustration';

export type CaseStudy = CaseStudiesBlock['cases'][number];

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${cardSurface}
  ${motionOk} {
    transition:
      transform 0.25s ease,
      border-color 0.25s ease;
    &:hover {
      transform: translateY(-4px);
    }
  }
  &:hover,
  &:focus-within {
    border-color: ${color.primary};
  }
  img {
    ${cardCover}
  }
  ${cornerCovers}
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.md};
  flex: 1;
  /* Filled lines, as the case cards elsewhere (ui/CaseCards): balanced, a title in a third of
     the row broke into three short lines where two fit (review 66B). */
  h3 {
    font-size: 1.2rem;
    text-wrap: pretty;
  }
  p {
    color: ${color.textMuted};
  }
`;

const Industry = styled.p`
  ${eyebrowText}
`;

const Metric = styled.p`
  && {
    color: ${color.text};
  }
  strong {
    font-size: 1.4rem;
    color: ${color.accentText};
    /* With the space that follows (for copied text and screen readers), about 0.4rem. */
    margin-right: 0.15rem;
  }
  /* On a narrow card the figure stands over its label, which then wraps as a block of its own. */
  ${breakpoint.small} {
    strong {
      display: block;
    }
  }
`;

// The figure and the link at the card's foot, so a row's figures line up whatever the text above.
const Foot = styled.div`
  margin-top: auto;
  display: grid;
  justify-items: start;
  gap: ${space.xs};
`;

// Set as every card's way in (cards, the services hub, the case list): ink with an arrow, in
// both themes (yellow on the dark theme, it read as another kind of link: design review 9).
const Open = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.text};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  ${stretchedLink(radius.md)}
`;

interface CaseCardProps {
  study: CaseStudy;
  /** Its share of a wide row and whether it fills a tablet row alone (see caseGrid). */
  span: CardSpan;
  tabletRow: boolean;
  onOpen: () => void;
}

/** The case's screen, as its card and its dialog show it. On the card it is decorative: the
 *  headline and summary beside it say what it shows, and the dialog gives it its alt (on the
 *  home page five alts also cost bytes of its HTML budget). */
export function CaseScreen({
  study,
  decorative,
  corner,
}: {
  study: CaseStudy;
  decorative?: boolean;
  /** Drawn by its corner, enlarged (a card's cover: ui/surfaces screenCorner). */
  corner?: boolean;
}) {
  return (
    <ThemedIllustration
      src={study.image}
      srcDark={study.imageDark}
      alt={decorative ? '' : study.imageAlt}
      width={1200}
      height={750}
      {...(corner
        ? coverSizing(study.image, {
            whole: illustrationSizes.wide,
            corner: illustrationSizes.wideCorner,
          })
        : { sizes: illustrationSizes.wide })}
      loading="lazy"
      decoding="async"
    />
  );
}

/** "Client · industry". */
export const clientLine = (study: CaseStudy) => (
  <PartsLine parts={[study.client, study.industry]} layout="stack" />
);

export function CaseCard({ study, span, tabletRow, onOpen }: CaseCardProps) {
  const [lead] = study.metrics;
  return (
    <Card data-span={span === 'half' ? span : undefined} data-tablet-row={tabletRow || undefined}>
      <CaseScreen study={study} decorative corner />
      <Body>
        <Industry>{clientLine(study)}</Industry>
        <h3>
          <KeepRanges text={study.headline} />
        </h3>
        {/* Headline and one result: the description, which restated the headline ("20.000
            sensores… anticipar fallas", then "Conectamos 20.000 sensores… anticipa fallas"),
            is the dialog's (review 36C). */}
        <Foot>
          {lead && (
            <Metric>
              <strong>
                <FigureText text={lead.value} />
              </strong>
              <KeepRanges text={` ${lead.label}`} />
            </Metric>
          )}
          <Open
            type="button"
            aria-haspopup="dialog"
            aria-label={`Ver caso: ${study.client}`}
            onClick={onOpen}
          >
            Ver caso
            <ArrowRight size={18} aria-hidden="true" />
          </Open>
        </Foot>
      </Body>
    </Card>
  );
}
