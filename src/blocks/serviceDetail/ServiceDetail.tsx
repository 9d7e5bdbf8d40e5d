// The service of a page generated from the services template (/servicios/:slug): the opening band,
// the description beside a side card that stays in view on wide screens, the rest at full width,
// and a closing band. Every fixed text comes from `labels`.
import styled from '@emotion/styled';
import type { BlockProps, Site } from '../../content/types.generated';
import { fillPlaceholders } from '../../content/expand';
import { entryFor, entryHref, memberHref, type WithContent } from '../../content/blockContent';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { breakpoint, color, space } from '../../theme/tokens';
import { pageTheme } from '../../theme/sections';
import { contactTopicAttr, toneAttr } from '../../lib/pageAttributes';
import { AltBand } from '../../ui/Band';
import { ClosingBand } from '../../ui/ClosingBand';
import { CaseLinks, caseResult } from './CaseLinks';
import { OpeningBand, quoteHref } from './OpeningBand';
import { KeyFeatures } from './KeyFeatures';
import { Faqs } from './Faqs';
import { ProcessSteps } from './ProcessSteps';
import { SideCard, contactHref } from './SideCard';
import { Technologies } from './Technologies';
import { Testimonials } from './Testimonials';
import { contactTopic } from './contactTopic';

// Below the band, the page's own theme again, whatever the section's background.
const Body = styled.div`
  ${pageTheme.css}
  color: ${color.text};
  padding-block: ${space.xl};
  ${breakpoint.mobile} {
    padding-block: ${space.lg};
  }
`;

// The description beside the side card, the features under both at the page's width: beside the
// card, their tiles ended a third short of the technologies' row under them (review 61C).
const Columns = styled.div`
  display: grid;
  column-gap: ${space.lg};
  row-gap: ${space.xl};
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  grid-template-areas:
    'description side'
    'features features';
  align-items: start;
  > :first-child {
    grid-area: description;
  }
  > aside {
    grid-area: side;
  }
  > :last-child {
    grid-area: features;
  }
  /* One column: the side card (its picture and the way to contact) comes after the features,
     once the offer is listed: between the description and the features it interrupted before
     the offer was told (review 38B). */
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'description' 'features' 'side';
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${space.xl};
  ul,
  ol {
    margin: 0;
  }
`;

// The description reads on from its heading, at a lead's distance: at the block gap its two
// paragraphs floated away from it (review 65A). Only here: every other section keeps the
// heading's own gap, one distance for the grids below (review 66A: 16 px under some, 40 under
// others).
const Description = styled.section`
  > header {
    margin-bottom: ${space.sm};
  }
  /* Running text at a reading measure, in the body copy's grey, as on every other page. */
  > p {
    max-width: 65ch;
    font-size: 1.0625rem;
    color: ${color.textMuted};
  }
  > p + p {
    margin-top: ${space.sm};
  }
`;

// From the features on, every part takes the page's width, so the right third is never left
// empty (design reviews 5 and 6).
const Lower = styled(Main)`
  margin-top: ${space.xl};
`;

export default function ServiceDetail({
  site,
  content,
  techBadges,
  labels,
}: BlockProps<'serviceDetail'> & WithContent & { site?: Site }) {
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
  const lead = content?.collections.team.find(({ slug }) => slug === service.lead);
  const path = entryHref(content, 'services', entry.slug);
  const topic =
    site && path
      ? contactTopic({
          site,
          service,
          path,
          lead,
          labels: labels.topic,
          targets: [contactHref, quoteHref],
        })
      : undefined;
  return (
    <>
      <OpeningBand
        service={service}
        labels={labels}
        proof={
          proof && proofResult && proofHref
            ? { result: proofResult, client: proof.client, href: proofHref }
            : undefined
        }
      />
      <Body
        {...{
          [toneAttr]: pageTheme.tone,
          [contactTopicAttr]: topic && JSON.stringify(topic),
        }}
      >
        <Container>
          <Columns>
            <Main>
              <Description aria-labelledby="descripcion">
                <SectionHeading
                  id="descripcion"
                  eyebrow={eyebrows.description}
                  title={headings.description}
                />
                {service.longDescription.split(/\n\s*\n/).map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </Description>
            </Main>
            <SideCard
              lead={
                lead && {
                  name: lead.data.name,
                  role: lead.data.role,
                  image: lead.data.image,
                  gradient: lead.data.gradient,
                  href: memberHref(content, lead),
                }
              }
              image={service.serviceImage}
              imageDark={service.serviceImageDark}
              title={labels.sideTitle}
              text={labels.sideText}
              action={labels.sideAction}
            />
            {/* On the alternate ground: description, features and stack were three white
                sections running together (review 65A). */}
            <AltBand as="div">
              <KeyFeatures
                eyebrow={eyebrows.features}
                title={headings.features}
                features={service.keyFeatures}
              />
            </AltBand>
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
              title={headings.cases}
              intro={service.headings?.casesIntro}
              action={labels.caseAction}
              imageAlt={labels.caseImageAlt}
              cases={cases}
              caseEntries={content?.collections.cases ?? []}
              caseHref={(slug) => entryHref(content, 'cases', slug)}
              shownAbove={proof && proofResult && { slug: proof.slug, title: proofResult.title }}
            />
            <Testimonials
              eyebrow={eyebrows.testimonials}
              title={headings.testimonials}
              by={labels.testimonialBy}
              testimonials={service.testimonials ?? []}
            />
            <Faqs
              eyebrow={eyebrows.faqs}
              title={labels.faqs}
              faqs={service.faqs ?? []}
              ask={
                lead && {
                  text: labels.faqsAsk,
                  label: fillPlaceholders(labels.faqsAskLink, {
                    name: lead.data.name.split(' ')[0]!,
                  }),
                  href: quoteHref,
                }
              }
            />
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
