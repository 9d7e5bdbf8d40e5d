// The service of a page generated from the services template (/servicios/:slug): the main column
// and a side card that stays in view on wide screens. Every fixed text comes from `labels`.
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { entryFor, entryHref, type WithContent } from '../../content/blockContent';
import { fillPlaceholders } from '../../content/expand';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { color, radius, space } from '../../theme/tokens';
import { accentPanel, dotList } from '../../ui/surfaces';
import { CaseLinks } from './CaseLinks';
import { Faqs } from './Faqs';
import { ProcessSteps } from './ProcessSteps';
import { SideCard, contactHref } from './SideCard';
import { Technologies } from './Technologies';
import { Testimonials } from './Testimonials';

// As the other pages open: the title and lead on the left, the drawing on the right (a banner
// under the lead sat stuck to it and pushed the page's content a screen down).
const Header = styled.header`
  display: grid;
  gap: ${space.sm};
  margin-bottom: ${space.xl};
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto auto;
    align-content: center;
    column-gap: ${space.xl};
    > h1 {
      align-self: end;
    }
    > p {
      align-self: start;
    }
    > img {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
  }
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
  }
  > p {
    font-size: 1.2rem;
    color: ${color.textMuted};
    max-width: 39em;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radius.lg};
    background: ${color.bgAlt};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${space.xl};
  section > h2 {
    font-size: clamp(1.4rem, 3vw, 1.9rem);
    margin-bottom: ${space.sm};
  }
  section > p + p {
    margin-top: ${space.sm};
  }
  ul,
  ol {
    margin: 0;
  }
`;

// Cases, questions, testimonials and the closing band take the page's width: beside the side
// card only what describes the service, so the right third is not empty for 3,000 px.
const Lower = styled(Main)`
  margin-top: ${space.xl};
`;

const Features = styled.ul`
  ${dotList}
  gap: 0.5rem;
`;

const Closing = styled.div`
  ${accentPanel}
`;

export default function ServiceDetail({
  content,
  techBadges,
  labels,
}: BlockProps<'serviceDetail'> & WithContent) {
  const entry = entryFor(content, 'services');
  if (!entry) return null;
  const service = entry.data;
  return (
    <Container>
      <Header>
        <h1>{service.title}</h1>
        <p>{service.shortDescription}</p>
        <img
          src={service.bannerImage}
          alt={fillPlaceholders(labels.bannerAlt, { title: service.title })}
          width={1200}
          height={630}
        />
      </Header>
      <Columns>
        <Main>
          <section aria-labelledby="descripcion">
            <h2 id="descripcion">{labels.description}</h2>
            {service.longDescription.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
          <section aria-labelledby="caracteristicas">
            <h2 id="caracteristicas">{labels.features}</h2>
            <Features>
              {service.keyFeatures.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </Features>
          </section>
          <Technologies
            title={labels.technologies}
            technologies={service.technologies}
            badges={techBadges}
          />
          <ProcessSteps title={labels.process} stepLabel={labels.step} steps={service.process} />
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
        <CaseLinks
          title={labels.cases}
          imageAlt={labels.caseImageAlt}
          cases={service.caseStudies ?? []}
          caseHref={(slug) => entryHref(content, 'cases', slug)}
        />
        <Faqs title={labels.faqs} faqs={service.faqs ?? []} />
        <Testimonials
          title={labels.testimonials}
          by={labels.testimonialBy}
          testimonials={service.testimonials ?? []}
        />
        <Closing>
          <h2>{labels.closingTitle}</h2>
          <p>{labels.closingText}</p>
          <ButtonLink label={labels.closingAction} href={contactHref} variant="primary" />
        </Closing>
      </Lower>
    </Container>
  );
}
