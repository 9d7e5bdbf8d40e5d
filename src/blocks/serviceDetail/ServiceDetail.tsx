// The service of a page generated from the services template (/servicios/:slug): an opening band,
// the description beside a side card that stays in view on wide screens, the rest at full width,
// and a closing band. Every fixed text comes from `labels`.
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { entryFor, entryHref, type WithContent } from '../../content/blockContent';
import { fillPlaceholders } from '../../content/expand';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { HeroBadge } from '../../ui/HeroBadge';
import { heroTitleSize } from '../../ui/heroTitle';
import { SectionHeading } from '../../ui/SectionHeading';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import { pageTheme } from '../../theme/sections';
import { toneAttr } from '../../lib/pageAttributes';
import { AltBand } from '../../ui/Band';
import { ClosingBand } from '../../ui/ClosingBand';
import { CaseLinks, caseResult, casesAnchor } from './CaseLinks';
import { HeroProof } from './HeroProof';
import { KeyFeatures } from './KeyFeatures';
import { Faqs } from './Faqs';
import { ProcessSteps } from './ProcessSteps';
import { SideCard, contactHref } from './SideCard';
import { Technologies } from './Technologies';
import { Testimonials } from './Testimonials';
import { Illustration } from '../../ui/Illustration';
import { drawingColumns, HeroArt } from '../../ui/heroArt/HeroArt';

// The page opens as the landings do: a band in the section's background (dark on the services
// template) with a label, the title, the lead and the way to contact on the left, the drawing on
// the right; the breadcrumb above joins it. A white header made the service pages read as
// another site's template (design reviews 5 and 6).
// Its top is the section's, under the trail (Layout), as a landing's hero: its own padding on top
// of that put the title 64 px lower than theirs (design review 10).
const Band = styled.header`
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
  @media (min-width: 1025px) {
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

// Below the band, the page's own theme again, whatever the section's background.
const Body = styled.div`
  ${pageTheme.css}
  color: ${color.text};
  padding-block: ${space.xl};
  ${breakpoint.mobile} {
    padding-block: ${space.lg};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  align-items: start;
  /* One column: the side card (its picture and the way to contact) comes after the features,
     once the offer is listed: between the description and the features it interrupted before
     the offer was told (review 38B). */
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${space.xl};
  /* Running text at a reading measure, in the body copy's grey, as on every other page. */
  section > p {
    max-width: 65ch;
    font-size: 1.0625rem;
    color: ${color.textMuted};
  }
  section > p + p {
    margin-top: ${space.sm};
  }
  ul,
  ol {
    margin: 0;
  }
`;

// Beside the side card only the description and the features; from the technologies on, every
// part takes the page's width, so the right third is never left empty (design reviews 5 and 6).
const Lower = styled(Main)`
  margin-top: ${space.xl};
`;

/** The opening band's quote button leads to the contact page, as the navbar's does; the side card
 *  and the closing band keep the spec's /#contact-form (review 39B: the same label, two places). */
const quoteHref = '/contacto';

export default function ServiceDetail({
  content,
  techBadges,
  labels,
}: BlockProps<'serviceDetail'> & WithContent) {
  const entry = entryFor(content, 'services');
  if (!entry) return null;
  const service = entry.data;
  const cases = service.caseStudies ?? [];
  const { eyebrows } = labels;
  // The service's own titles say what the client gains; the template's name the section.
  const headings = { ...labels, ...service.headings };
  const [proof] = cases;
  const proofResult = proof
    ? caseResult(
        content?.collections.cases.find(({ slug }) => slug === proof.slug)?.data,
        proof.result,
      )
    : undefined;
  const proofHref = proof && entryHref(content, 'cases', proof.slug);
  return (
    <>
      <Band>
        <Header>
          <HeroBadge>{service.badge ?? labels.badge}</HeroBadge>
          <Title $size={heroTitleSize(service.title)}>{service.title}</Title>
          <Lead>{service.shortDescription}</Lead>
          <ButtonRow>
            <ButtonLink label={labels.heroAction} href={quoteHref} variant="primary" />
            {cases.length > 0 && (
              <ButtonLink label={labels.casesAction} href={`#${casesAnchor}`} variant="secondary" />
            )}
          </ButtonRow>
          {proof && proofResult && proofHref && (
            <HeroProof
              result={proofResult}
              client={proof.client}
              href={proofHref}
              action={labels.caseAction}
            />
          )}
          {service.art ? (
            <HeroArt art={service.art} title={service.title} belowBadge />
          ) : (
            <Illustration
              src={service.bannerImage}
              alt={fillPlaceholders(labels.bannerAlt, { title: service.title })}
              width={1200}
              height={630}
              sizes="(min-width: 1025px) 560px, 100vw"
            />
          )}
        </Header>
      </Band>
      <Body {...{ [toneAttr]: pageTheme.tone }}>
        <Container>
          <Columns>
            <Main>
              <section aria-labelledby="descripcion">
                <SectionHeading
                  id="descripcion"
                  eyebrow={eyebrows.description}
                  title={headings.description}
                />
                {service.longDescription.split(/\n\s*\n/).map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </section>
              <KeyFeatures
                eyebrow={eyebrows.features}
                title={headings.features}
                features={service.keyFeatures}
              />
            </Main>
            <SideCard
              image={service.serviceImage}
              imageDark={service.serviceImageDark}
              title={labels.sideTitle}
              text={labels.sideText}
              action={labels.sideAction}
            />
          </Columns>
          <Lower>
            <Technologies
              eyebrow={eyebrows.technologies}
              title={headings.technologies}
              technologies={service.technologies}
              badges={techBadges}
            />
            <AltBand as="div">
              <ProcessSteps
                eyebrow={eyebrows.process}
                title={headings.process}
                stepLabel={labels.step}
                steps={service.process}
              />
            </AltBand>
            <CaseLinks
              eyebrow={eyebrows.cases}
              title={labels.cases}
              action={labels.caseAction}
              imageAlt={labels.caseImageAlt}
              cases={cases}
              caseEntries={content?.collections.cases ?? []}
              caseHref={(slug) => entryHref(content, 'cases', slug)}
            />
            <Testimonials
              eyebrow={eyebrows.testimonials}
              title={labels.testimonials}
              by={labels.testimonialBy}
              testimonials={service.testimonials ?? []}
            />
            <Faqs eyebrow={eyebrows.faqs} title={labels.faqs} faqs={service.faqs ?? []} />
          </Lower>
        </Container>
      </Body>
      <ClosingBand
        id="cierre"
        title={headings.closingTitle}
        text={headings.closingText}
        action={labels.closingAction}
        href={contactHref}
      />
    </>
  );
}
