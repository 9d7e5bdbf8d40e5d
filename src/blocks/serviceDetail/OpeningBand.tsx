// A service page's opening band: label, title, lead, the way to ask for a quote, the first case's
// result as proof, and the service's drawing (or banner) beside them on wide screens.
import styled from '@emotion/styled';
import type { BlockProps, CaseDetail, ServiceDetail } from '../../content/types.generated';
import { fillPlaceholders } from '../../content/expand';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { HeroBadge } from '../../ui/HeroBadge';
import { heroTitleSize } from '../../ui/heroTitle';
import { Illustration } from '../../ui/Illustration';
import { drawingColumns, HeroArt } from '../../ui/heroArt/HeroArt';
import { desktopWidth } from '../../theme/breakpoints';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import { casesAnchor } from './CaseLinks';
import { HeroProof } from './HeroProof';

// The page opens as the landings do: a band in the section's background (dark on the services
// template) with a label, the title, the lead and the way to contact on the left, the drawing on
// the right; the breadcrumb above joins it. A white header made the service pages read as
// another site's template (design reviews 5 and 6).
// Its top is the section's, under the trail (Layout), as a landing's hero: its own padding on top
// of that put the title 64 px lower than theirs (design review 10).
const Band = styled.header`
  overflow-x: clip;
  padding-bottom: ${space.xl};
  ${breakpoint.mobile} {
    padding-bottom: ${space.lg};
  }
`;

// The drawing takes the hero's share of the row, so the title keeps two lines at 1280 px (at half
// the row it broke in three: design review 15).
const Header = styled(Container)`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  /* A drawing taller than the text stretches the last row, not the buttons in it. */
  align-items: start;
  ${breakpoint.desktop} {
    grid-template-columns: ${drawingColumns};
    grid-template-rows: auto auto auto auto 1fr;
    column-gap: ${space.lg};
    > img,
    > svg {
      grid-column: 2;
      grid-row: 1 / span 5;
      align-self: center;
    }
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radius.lg};
  }
`;

const Title = styled.h1<{ $size: string }>`
  font-size: ${({ $size }) => $size};
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  font-size: clamp(1.125rem, 2vw, 1.25rem);
  color: ${color.textMuted};
  max-width: 36em;
`;

/** The opening band's quote button leads to the contact page, as the navbar's does; the side card
 *  and the closing band keep the spec's /#contact-form (review 39B: the same label, two places). */
export const quoteHref = '/contacto';

interface Props {
  service: ServiceDetail;
  labels: BlockProps<'serviceDetail'>['labels'];
  /** The first case's result, when the service has a case to show. */
  proof?: { result: CaseDetail['results'][number]; client: string; href: string };
}

export function OpeningBand({ service, labels, proof }: Props) {
  return (
    <Band>
      <Header>
        <HeroBadge>{service.badge ?? labels.badge}</HeroBadge>
        <Title $size={heroTitleSize(service.title)}>{service.title}</Title>
        <Lead>{service.shortDescription}</Lead>
        <ButtonRow>
          <ButtonLink label={labels.heroAction} href={quoteHref} variant="primary" />
          {/* A service's own second way on (the app cost calculator sat in a closed answer:
              review 68B); else, where it has cases, the way to them. */}
          {service.secondaryAction ? (
            <ButtonLink {...service.secondaryAction} variant="secondary" />
          ) : (
            (service.caseStudies ?? []).length > 0 && (
              <ButtonLink label={labels.casesAction} href={`#${casesAnchor}`} variant="secondary" />
            )
          )}
        </ButtonRow>
        {proof && <HeroProof {...proof} action={labels.caseAction} />}
        {service.art ? (
          <HeroArt art={service.art} title={service.title} belowBadge />
        ) : (
          <Illustration
            src={service.bannerImage}
            alt={fillPlaceholders(labels.bannerAlt, { title: service.title })}
            width={1200}
            height={630}
            sizes={`${desktopWidth} 560px, 100vw`}
          />
        )}
      </Header>
    </Band>
  );
}
