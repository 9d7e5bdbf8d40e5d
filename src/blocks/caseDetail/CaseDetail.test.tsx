import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { fixtureSite as site } from '../../../tests/unit/fixtureSite';
import { renderHtml, visibleText } from '../../../tests/unit/renderBlock';
import { topicOf } from '../../../tests/unit/topicOf';
import { parseQuoteHandoff } from '../../leads/quoteHandoff';
import CaseDetail from './CaseDetail';
import { block, content, entry, study, withStudy } from './sampleCase';

const testimonial = study.testimonial!;

const renderText = (props: BlockProps<'caseDetail'>) =>
  visibleText(renderHtml(<CaseDetail {...props} content={content} />));

// Today's wording, which the page must keep unless its JSON says otherwise.
const defaults = {
  duration: 'Duración',
  team: 'Equipo',
  projectType: 'Tipo de proyecto',
  bannerAlt: `Pantalla principal del proyecto ${study.title}`,
  testimonialBy: `${testimonial.author}, ${testimonial.position}`,
  challenges: 'Desafíos',
  solution: 'Nuestra Solución',
  technologies: 'Tecnologías',
  results: 'Resultados',
  gallery: 'Galería',
  galleryAlt: `Pantalla 1 del proyecto ${study.title}`,
  related: 'Más casos de éxito',
  relatedAction: 'Ver caso',
  closingTitle: '¿Un desafío parecido?',
  closingText:
    'Cuéntanos qué necesitas: te respondemos en menos de 24 horas y, al día siguiente de la reunión, tienes el plan con alcance, equipo, plazos y precio.',
  factsAction: 'Hablemos de un proyecto así',
  closingAction: 'Contáctanos',
} satisfies Record<Exclude<keyof BlockProps<'caseDetail'>['labels'], 'topic'>, string>;

describe('CaseDetail', () => {
  it('shows the default labels from the schema', () => {
    const text = renderText(block);
    for (const words of Object.values(defaults)) expect(text).toContain(words);
  });

  it('hands the contact form its case, for the links that lead to a form', () => {
    const html = renderHtml(<CaseDetail {...block} site={site.site} content={content} />);
    const topic = topicOf(html);
    // The page's own links, and the navbar's CONTÁCTANOS, which leads to the contact page here.
    expect(topic?.targets).toEqual(['/#contact-form', '/contacto']);
    // What the form shows and sends, read back as the form reads it.
    expect(parseQuoteHandoff(JSON.stringify(topic?.handoff))).toMatchObject({
      kind: 'topic',
      title: 'Caso',
      total: study.title,
      editHref: `/casos-exito/${entry.slug}`,
      removed: 'Quitaste el caso del mensaje.',
      summary: `Caso de referencia: ${study.title} (${site.site.url}/casos-exito/${entry.slug})`,
    });
  });

  it('asks for a project like this one beside its facts, not only in the closing band', () => {
    const html = renderHtml(<CaseDetail {...block} content={content} />);
    const aside = /<aside[^>]*>(.*?)<\/aside>/s.exec(html)?.[1] ?? '';
    expect(aside).toMatch(/<a [^>]*href="\/#contact-form"[^>]*>Hablemos de un proyecto así/);
  });

  it('takes every visible fixed text from its labels', () => {
    const labels = {
      duration: 'Plazo',
      team: 'Personas',
      projectType: 'Categoría',
      bannerAlt: 'Vista general de {title}',
      testimonialBy: '{position}: {author}',
      challenges: 'El problema',
      solution: 'Lo que hicimos',
      technologies: 'Herramientas',
      results: 'El impacto',
      gallery: 'Capturas',
      galleryAlt: 'Captura número {number} de {title}',
      related: 'Más proyectos',
      relatedAction: 'Abrir proyecto',
      closingTitle: '¿Te pasa algo similar?',
      closingText: 'Cuéntanos tu caso y te proponemos un camino.',
      factsAction: 'Quiero algo así',
      closingAction: 'Hablemos hoy',
    };
    const text = renderText({ ...block, labels: { ...labels, topic: block.labels.topic } });
    const expected = {
      ...labels,
      bannerAlt: `Vista general de ${study.title}`,
      testimonialBy: `${testimonial.position}: ${testimonial.author}`,
      galleryAlt: `Captura número 1 de ${study.title}`,
    };
    for (const words of Object.values(expected)) expect(text).toContain(words);
    for (const [key, words] of Object.entries(defaults))
      expect(text, `${key} still shows its default`).not.toContain(words);
  });

  it("signs the client's quote with the client's logo", () => {
    if (!study.clientLogo) throw new Error('the sample case lost its logo');
    const html = renderHtml(<CaseDetail {...block} content={content} />);
    const caption = /<figcaption>[\s\S]*?<\/figcaption>/.exec(html)?.[0] ?? '';
    expect(caption).toContain(`src="${study.clientLogo}"`);
    expect(caption).toContain(`alt="${study.client}"`);
  });

  it('names the client once beside its logo: the line over the title gives the industry', () => {
    /** The line between the logo and the title. */
    const overTitle = (html: string) =>
      visibleText(/<header[^>]*>.*?<p[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? '');
    expect(overTitle(renderHtml(<CaseDetail {...block} content={content} />))).toBe(
      study.clientIndustry,
    );
    const plain = renderHtml(
      <CaseDetail {...block} content={withStudy({ clientLogo: undefined })} />,
    );
    expect(overTitle(plain)).toBe(`${study.client} · ${study.clientIndustry}`);
  });

  it('gives the banner its dark-theme drawing when the case has one, and only then', () => {
    const banner = (html: string) =>
      html.slice(html.indexOf('class="screen"'), html.indexOf('<button'));
    const dark = '/cases/banner-oscuro.svg';
    const html = renderHtml(
      <CaseDetail {...block} content={withStudy({ bannerImageDark: dark })} />,
    );
    expect(banner(html)).toMatch(
      new RegExp(`<img[^>]*src="${study.bannerImage}"[^>]*data-light-variant`),
    );
    expect(banner(html)).toMatch(new RegExp(`<img[^>]*src="${dark}"[^>]*data-dark-variant`));
    const single = banner(renderHtml(<CaseDetail {...block} content={content} />));
    expect(single.match(/<img/g)).toHaveLength(1);
    expect(single).not.toContain('data-light-variant');
  });

  it('opens the banner at full size, each theme its own drawing', () => {
    // Review 49A: on a phone the dashboard is 342 px wide, its text unreadable.
    const dark = '/cases/banner-oscuro.svg';
    const html = renderHtml(
      <CaseDetail {...block} content={withStudy({ bannerImageDark: dark })} />,
    );
    const alt = `Pantalla principal del proyecto ${study.title}`;
    expect(html).toMatch(
      new RegExp(
        `<button type="button" popoverTarget="pantalla-caso" aria-label="Ampliar: ${alt}"`,
      ),
    );
    const zoom = html.slice(html.indexOf('id="pantalla-caso"'));
    expect(zoom).toMatch(new RegExp(`<img[^>]*src="${study.bannerImage}"[^>]*loading="lazy"`));
    expect(zoom).toMatch(new RegExp(`<img[^>]*src="${dark}"[^>]*data-dark-variant`));
  });

  it('ends with each related case as a card: picture, industry, linked title, excerpt and first result', () => {
    const html = renderHtml(<CaseDetail {...block} content={content} />);
    const related = html.slice(html.indexOf('id="relacionados"'));
    const other = site.collections.cases.find(
      ({ data }) => data.id === study.relatedCaseStudies?.[0],
    );
    if (!other) throw new Error('the sample case lost its related case');
    const [result] = other.data.results;
    expect(related).toContain(`alt="Pantalla principal del proyecto ${other.data.title}"`);
    expect(related).toContain(`href="${content.routes.cases?.replace(':slug', other.slug)}"`);
    const text = visibleText(related);
    expect(text).toContain(`${other.data.clientIndustry} ${other.data.title} `);
    // The excerpt, then the first result at the card's foot.
    const figure = text.indexOf(`${result?.metrics} ${result?.title}`);
    expect(text.indexOf('…')).toBeGreaterThan(text.indexOf(other.data.title));
    expect(figure).toBeGreaterThan(text.indexOf('…'));
  });
});
