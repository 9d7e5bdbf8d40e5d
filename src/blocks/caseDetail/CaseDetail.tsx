// The case study of a page generated from the cases template (/casos-exito/:slug).
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { entryFor, type WithContent } from '../../content/blockContent';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { Logo } from '../../ui/Logo';
import { TechBadge, TechBadgeList } from '../../ui/TechBadge';
import { Testimonial } from '../../ui/Testimonial';
import { truncate } from '../../ui/truncate';
import { color, palette, radius, space } from '../../theme/tokens';
import { autoGrid, calloutBox, cardSurface, plainList } from '../../ui/surfaces';

const relatedPreviewLength = 120;

const Layout = styled.article`
  display: grid;
  gap: ${space.xl};
  > section > h2 {
    font-size: clamp(1.5rem, 3vw, 2rem);
    margin-bottom: ${space.sm};
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${space.sm};
  max-width: 860px;
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
  }
  > p {
    font-size: 1.15rem;
    color: ${color.textMuted};
  }
  > img {
    width: 140px;
    height: auto;
    padding: 0.4rem;
    border-radius: 8px;
    background: ${palette.gray25};
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  dt {
    font-size: 0.85rem;
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Banner = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${radius.lg};
  background: ${color.bgAlt};
`;

const Items = styled.ul`
  ${plainList}
  ${autoGrid('260px')}
  > li {
    display: grid;
    align-content: start;
    gap: ${space.xs};
    padding: ${space.md};
    ${cardSurface}
  }
  h3 {
    font-size: 1.15rem;
  }
  p {
    color: ${color.textMuted};
  }
  strong {
    font-size: 2rem;
  }
`;

const Gallery = styled.ul`
  ${plainList}
  ${autoGrid('260px', space.sm)}
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radius.sm};
    background: ${color.bgAlt};
  }
`;

const Closing = styled.section`
  ${calloutBox}
`;

export default function CaseDetail({
  content,
  techBadges,
}: BlockProps<'caseDetail'> & WithContent) {
  const entry = entryFor(content, 'cases');
  if (!entry || !content) return null;
  const study = entry.data;
  // Ids without a page (cs3, cs4 in the spec) are skipped: only real cases become links.
  const related = (study.relatedCaseStudies ?? []).flatMap((id) =>
    content.collections.cases.filter((other) => other.data.id === id && other.slug !== entry.slug),
  );
  return (
    <Container>
      <Layout>
        <Header>
          {study.clientLogo && <Logo src={study.clientLogo} name={study.client} lazy={false} />}
          <p>
            {study.client} · {study.clientIndustry}
          </p>
          <h1>{study.title}</h1>
          <p>{study.overview}</p>
          <Facts>
            <div>
              <dt>Duración</dt>
              <dd>{study.projectDuration}</dd>
            </div>
            <div>
              <dt>Equipo</dt>
              <dd>{study.teamSize}</dd>
            </div>
            <div>
              <dt>Tipo de proyecto</dt>
              <dd>{study.projectType}</dd>
            </div>
          </Facts>
        </Header>
        <Banner
          src={study.bannerImage}
          alt={`Pantalla principal del proyecto ${study.title}`}
          width={1200}
          height={750}
        />
        {study.testimonial && (
          <Testimonial
            quote={study.testimonial.quote}
            by={`${study.testimonial.author}, ${study.testimonial.position}`}
          />
        )}
        <section aria-labelledby="desafios">
          <h2 id="desafios">Desafíos</h2>
          <Items>
            {study.challenges.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </Items>
        </section>
        <section aria-labelledby="solucion">
          <h2 id="solucion">Nuestra Solución</h2>
          <Items>
            {study.solution.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </Items>
          <h3>Tecnologías</h3>
          <TechBadgeList>
            {study.technologies.map((tech) => (
              <TechBadge key={tech.name} name={tech.name} {...techBadges} />
            ))}
          </TechBadgeList>
        </section>
        <section aria-labelledby="resultados">
          <h2 id="resultados">Resultados</h2>
          <Items>
            {study.results.map((item) => (
              <li key={item.title}>
                <strong>{item.metrics}</strong>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </Items>
        </section>
        {study.galleryImages && study.galleryImages.length > 0 && (
          <section aria-labelledby="galeria">
            <h2 id="galeria">Galería</h2>
            <Gallery>
              {study.galleryImages.map((src, index) => (
                <li key={src}>
                  <img
                    src={src}
                    alt={`Pantalla ${index + 1} del proyecto ${study.title}`}
                    width={1200}
                    height={750}
                    loading="lazy"
                    decoding="async"
                  />
                </li>
              ))}
            </Gallery>
          </section>
        )}
        {related.length > 0 && (
          <section aria-labelledby="relacionados">
            <h2 id="relacionados">Casos relacionados</h2>
            <Items>
              {related.map((other) => (
                <li key={other.slug}>
                  <h3>
                    <a href={`/casos-exito/${other.slug}`}>{other.data.title}</a>
                  </h3>
                  <p>{truncate(other.data.overview, relatedPreviewLength)}</p>
                </li>
              ))}
            </Items>
          </section>
        )}
        <Closing aria-labelledby="contacto-caso">
          <h2 id="contacto-caso">¿Un desafío parecido?</h2>
          <p>
            Conversemos sobre tu proyecto y cómo podemos ayudarte a lograr resultados como estos.
          </p>
          <ButtonLink label="Contáctanos" href="/#contact-form" variant="primary" />
        </Closing>
      </Layout>
    </Container>
  );
}
