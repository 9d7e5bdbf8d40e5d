// The case study of a page generated from the cases template (/casos-exito/:slug). Every fixed
// text comes from `labels`.
import styled from '@emotion/styled';
import type { BlockProps, Site } from '../../content/types.generated';
import { entryFor, entryHref, type WithContent } from '../../content/blockContent';
import { fillPlaceholders } from '../../content/expand';
import { Container } from '../../ui/Container';
import { Testimonial } from '../../ui/Testimonial';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import { ClosingBand } from '../../ui/ClosingBand';
import { CaseHeader } from './CaseHeader';
import { ItemsSection, ResultsSection } from './CaseItems';
import { Gallery } from './Gallery';
import { TechStack } from './TechStack';
import { RelatedCases } from './RelatedCases';
import { ScreenZoom, ZoomTrigger } from '../../ui/ScreenZoom';
import { ThemedIllustration } from '../../ui/ThemedIllustration';
import { contactTopicAttr } from '../../lib/pageAttributes';
import { caseTopic } from './contactTopic';
import { caseScreens } from './caseScreens';
import { SolutionParts } from './SolutionParts';

const Layout = styled.article`
  display: grid;
  gap: ${space.xl};
  /* Headed as every page's sections are (at 32 px they read a size smaller: design review 10). */
  > section > h2 {
    font-size: clamp(1.75rem, 3.5vw, 2.5rem);
    margin-bottom: ${space.md};
  }
`;

const bannerZoomId = 'pantalla-caso';

const Banner = styled.div`
  position: relative;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radius.lg};
    background: ${color.bgAlt};
  }
`;

// The section's spacing is none (caso-exito.json): the case takes its room here, and the page
// ends on the full-width closing band.
const Body = styled(Container)`
  padding-block: ${space.xl};
  ${breakpoint.mobile} {
    padding-block: ${space.lg};
  }
`;

/** Both ways to talk about a project like this lead to the home page's form. */
const contactHref = '/#contact-form';

export default function CaseDetail({
  content,
  site,
  techBadges,
  labels,
}: BlockProps<'caseDetail'> & WithContent & { site?: Site }) {
  const entry = entryFor(content, 'cases');
  if (!entry || !content) return null;
  const study = entry.data;
  // Ids without a page (cs3, cs4 in the spec) are skipped: only real cases become links.
  const related = (study.relatedCaseStudies ?? []).flatMap((id) =>
    content.collections.cases.filter((other) => other.data.id === id && other.slug !== entry.slug),
  );
  const path = entryHref(content, 'cases', entry.slug);
  // The navbar's CONTÁCTANOS leads to the contact page from here: it carries the case too
  // (review 57A: that path reached a form with no case on it).
  const contactPage = site?.navigation.cta.offHomeHref;
  const targets = contactPage ? [contactHref, contactPage] : [contactHref];
  const topic = site && path && caseTopic(site, study, path, labels.topic, targets);
  const bannerAlt = fillPlaceholders(labels.bannerAlt, { title: study.title });
  const screens = caseScreens(study.galleryImages ?? [], study.solution, {
    template: labels.galleryAlt,
    caseTitle: study.title,
  });
  return (
    <>
      <Body {...{ [contactTopicAttr]: topic && JSON.stringify(topic) }}>
        <Layout>
          <CaseHeader
            study={study}
            labels={labels}
            ask={{ label: labels.factsAction, href: contactHref }}
            screen={
              <Banner>
                <ThemedIllustration
                  src={study.bannerImage}
                  srcDark={study.bannerImageDark}
                  alt={bannerAlt}
                  width={1200}
                  height={750}
                  sizes="(min-width: 1200px) 1150px, 100vw"
                />
                {/* On a phone it opens at full size: there the dashboard is 342 px wide, its
                    text unreadable (review 49A). */}
                <ZoomTrigger target={bannerZoomId} label={bannerAlt} />
              </Banner>
            }
          />
          <ScreenZoom
            id={bannerZoomId}
            label={bannerAlt}
            caption={study.title}
            image={{ src: study.bannerImage, srcDark: study.bannerImageDark }}
          />
          {study.testimonial && (
            <Testimonial
              quote={study.testimonial.quote}
              by={fillPlaceholders(labels.testimonialBy, study.testimonial)}
              author={study.testimonial.author}
              lead
              logo={
                study.clientLogo
                  ? { name: study.client, src: study.clientLogo, variant: 'original' }
                  : undefined
              }
            />
          )}
          <ItemsSection
            id="desafios"
            title={labels.challenges}
            items={study.challenges}
            kind="challenges"
          />
          {screens.bySolutionPart.some(Boolean) ? (
            <SolutionParts
              title={labels.solution}
              parts={study.solution}
              screens={screens.bySolutionPart}
            />
          ) : (
            <ItemsSection
              id="solucion"
              title={labels.solution}
              items={study.solution}
              kind="solution"
            />
          )}
          {/* A section of its own: under the solution's cards the row read as their caption
              (design review 9). */}
          <TechStack
            title={labels.technologies}
            technologies={study.technologies}
            badges={techBadges}
          />
          <ResultsSection title={labels.results} results={study.results} />
          <Gallery title={labels.gallery} screens={screens.gallery} />
          <RelatedCases
            title={labels.related}
            action={labels.relatedAction}
            cases={related}
            caseHref={(slug) => entryHref(content, 'cases', slug)}
            imageAlt={(caseTitle) => fillPlaceholders(labels.bannerAlt, { title: caseTitle })}
          />
        </Layout>
      </Body>
      <ClosingBand
        id="contacto-caso"
        title={labels.closingTitle}
        text={labels.closingText}
        action={labels.closingAction}
        href={contactHref}
      />
    </>
  );
}
