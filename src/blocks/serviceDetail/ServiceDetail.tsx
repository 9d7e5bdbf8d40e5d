// The service of a page generated from the services template (/servicios/:slug): the main column
// and a side card that stays in view on wide screens.
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { entryFor, type WithContent } from '../../content/blockContent';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { TechBadge, TechBadgeList } from '../../ui/TechBadge';
import { Testimonial } from '../../ui/Testimonial';
import { color, navbarHeight, radius, space } from '../../theme/tokens';
import { autoGrid, calloutBox } from '../../ui/surfaces';

const contactHref = '/#contact-form';

const Header = styled.header`
  display: grid;
  gap: ${space.sm};
  margin-bottom: ${space.lg};
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
  }
  > p {
    font-size: 1.2rem;
    color: ${color.textMuted};
    max-width: 65ch;
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
  ul,
  ol {
    margin: 0;
  }
`;

const Side = styled.aside`
  position: sticky;
  top: calc(${navbarHeight} + ${space.sm});
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radius.lg};
  border: 1px solid ${color.border};
  background: ${color.surface};
  h2 {
    font-size: 1.3rem;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radius.sm};
  }
`;

const Features = styled.ul`
  padding-left: 1.2rem;
  display: grid;
  gap: 0.5rem;
`;

const Techs = styled.ul`
  list-style: none;
  padding: 0;
  ${autoGrid('220px', space.sm)}
  li {
    display: grid;
    gap: 0.4rem;
    justify-items: start;
  }
  p {
    color: ${color.textMuted};
    font-size: 0.95rem;
  }
`;

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${space.sm};
  li {
    display: grid;
    grid-template-columns: 3rem 1fr;
    gap: ${space.sm};
  }
  span {
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    background: ${color.primary};
    color: ${color.onPrimary};
    font-weight: 800;
  }
  p {
    color: ${color.textMuted};
  }
`;

const Cases = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${space.sm};
  li {
    display: grid;
    grid-template-columns: minmax(0, 200px) minmax(0, 1fr);
    align-items: center;
    gap: ${space.md};
    padding: ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    @media (max-width: 560px) {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radius.sm};
    background: ${color.bgAlt};
  }
  a {
    color: ${color.link};
    font-weight: 700;
  }
  p {
    color: ${color.textMuted};
  }
`;

const Faqs = styled.div`
  display: grid;
  gap: ${space.xs};
  details {
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    padding: ${space.sm} ${space.md};
  }
  summary {
    cursor: pointer;
    font-weight: 700;
    min-height: 24px;
  }
  details p {
    margin-top: ${space.xs};
    color: ${color.textMuted};
  }
`;

const Quotes = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
`;

const Closing = styled.div`
  ${calloutBox}
`;

export default function ServiceDetail({
  content,
  techBadges,
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
          alt={`Ilustración del servicio ${service.title}`}
          width={1200}
          height={630}
        />
      </Header>
      <Columns>
        <Main>
          <section aria-labelledby="descripcion">
            <h2 id="descripcion">Qué hacemos</h2>
            {service.longDescription.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
          <section aria-labelledby="caracteristicas">
            <h2 id="caracteristicas">Características clave</h2>
            <Features>
              {service.keyFeatures.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </Features>
          </section>
          <section aria-labelledby="tecnologias">
            <h2 id="tecnologias">Tecnologías</h2>
            <Techs>
              {service.technologies.map((tech) => (
                <li key={tech.name}>
                  <TechBadgeList>
                    <TechBadge name={tech.name} {...techBadges} />
                  </TechBadgeList>
                  {tech.description && <p>{tech.description}</p>}
                </li>
              ))}
            </Techs>
          </section>
          <section aria-labelledby="proceso">
            <h2 id="proceso">Proceso</h2>
            <Steps>
              {service.process.map((step) => (
                <li key={step.step}>
                  <span aria-hidden="true">{step.step}</span>
                  <div>
                    <h3>
                      <span className="visually-hidden">Paso {step.step}: </span>
                      {step.title}
                    </h3>
                    <p>{step.description}</p>
                  </div>
                </li>
              ))}
            </Steps>
          </section>
          {service.caseStudies && service.caseStudies.length > 0 && (
            <section aria-labelledby="casos">
              <h2 id="casos">Casos de éxito</h2>
              <Cases>
                {service.caseStudies.map((study) => (
                  <li key={study.slug}>
                    <img
                      src={study.imageUrl}
                      alt={`Pantalla del proyecto ${study.title}`}
                      width={1200}
                      height={750}
                      loading="lazy"
                      decoding="async"
                    />
                    <div>
                      <a href={`/casos-exito/${study.slug}`}>{study.title}</a>
                      <p>
                        {study.client}: {study.summary}
                      </p>
                    </div>
                  </li>
                ))}
              </Cases>
            </section>
          )}
          {service.faqs && service.faqs.length > 0 && (
            <section aria-labelledby="preguntas">
              <h2 id="preguntas">Preguntas frecuentes</h2>
              <Faqs>
                {service.faqs.map((faq) => (
                  <details key={faq.question}>
                    <summary>{faq.question}</summary>
                    <p>{faq.answer}</p>
                  </details>
                ))}
              </Faqs>
            </section>
          )}
          {service.testimonials && service.testimonials.length > 0 && (
            <section aria-labelledby="testimonios">
              <h2 id="testimonios">Testimonios</h2>
              <Quotes>
                {service.testimonials.map((quote) => (
                  <Testimonial
                    key={quote.author}
                    quote={quote.quote}
                    by={`${quote.author}, ${quote.position} en ${quote.company}`}
                  />
                ))}
              </Quotes>
            </section>
          )}
          <Closing>
            <h2>¿Listo para empezar?</h2>
            <p>Cuéntanos tu idea y te enviamos una propuesta con alcance, equipo y plazos.</p>
            <ButtonLink label="Iniciar Proyecto" href={contactHref} variant="primary" />
          </Closing>
        </Main>
        <Side aria-labelledby="contacto-lateral">
          <img
            src={service.serviceImage}
            alt=""
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
          />
          <h2 id="contacto-lateral">¿Hablamos de tu proyecto?</h2>
          <p>Un líder de squad te responde en menos de 24 horas.</p>
          <ButtonLink label="Contáctanos" href={contactHref} variant="primary" />
        </Side>
      </Columns>
    </Container>
  );
}
