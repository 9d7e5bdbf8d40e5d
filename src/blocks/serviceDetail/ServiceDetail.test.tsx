import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { fixtureSite as site } from '../../../tests/unit/fixtureSite';
import { renderHtml, templateSection, visibleText } from '../../../tests/unit/renderBlock';
import ServiceDetail from './ServiceDetail';

const { block, entry, content } = templateSection(
  '/servicios/desarrollo-aplicaciones-moviles',
  'serviceDetail',
);
const service = site.collections.services.find(({ slug }) => slug === entry.slug)!.data;
const [study] = service.caseStudies ?? [];
const [quote] = service.testimonials ?? [];
if (!study || !quote || !service.faqs?.length) throw new Error('the sample service lost content');

const renderText = (props: BlockProps<'serviceDetail'>) =>
  visibleText(renderHtml(<ServiceDetail {...props} content={content} />));

type Labels = BlockProps<'serviceDetail'>['labels'];

// Today's wording, which the page must keep unless its JSON says otherwise.
const defaults = {
  badge: 'Servicio',
  bannerAlt: `Ilustración del servicio ${service.title}`,
  description: 'Qué hacemos',
  features: 'Características clave',
  technologies: 'Tecnologías',
  process: 'Proceso',
  step: 'Paso 1: ',
  cases: 'Casos de éxito',
  caseImageAlt: `Pantalla del proyecto ${study.title}`,
  caseAction: 'Ver caso',
  faqs: 'Preguntas frecuentes',
  faqsAsk: '¿Otra pregunta?',
  faqsAskLink: 'Escríbele a Diego',
  testimonials: 'Testimonios',
  testimonialBy: `${quote.author}, ${quote.position} en ${quote.company}`,
  closingTitle: '¿Listo para empezar?',
  closingText: 'Cuéntanos tu idea y te enviamos una propuesta con alcance, equipo y plazos.',
  closingAction: 'Iniciar Proyecto',
  sideTitle: '¿Hablamos de tu proyecto?',
  sideText: 'Un líder de squad te responde en menos de 24 horas.',
  sideAction: 'Contáctanos',
  heroAction: 'Cotiza tu proyecto',
  casesAction: 'Ver casos de éxito',
} satisfies Record<Exclude<keyof Labels, 'eyebrows' | 'topic'>, string>;
const defaultEyebrows = {
  description: 'El servicio',
  features: 'Incluye',
  technologies: 'Stack',
  process: 'Paso a paso',
  cases: 'Resultados',
  testimonials: 'Clientes',
  faqs: 'Antes de empezar',
} satisfies Labels['eyebrows'];

describe('ServiceDetail', () => {
  it("shows each case with its page's industry and first result", () => {
    const shown = site.collections.cases.find(({ slug }) => slug === study.slug)!.data;
    const [lead] = shown.results;
    const html = renderHtml(<ServiceDetail {...block} content={content} />);
    const text = visibleText(html);
    expect(text).toContain(shown.clientIndustry);
    expect(text).toContain(lead!.title);
    expect(html).toContain(`href="/casos-exito/${study.slug}"`);
  });

  it('names who leads the service beside the way to contact, linked to their team card', () => {
    const member = site.collections.team.find(({ slug }) => slug === service.lead)!;
    const html = renderHtml(<ServiceDetail {...block} content={content} />);
    const text = visibleText(html);
    const { sideText, sideAction } = block.labels;
    const named = `${sideText} ${member.data.name} ${member.data.role} ${sideAction}`;
    expect(text).toContain(named);
    expect(html).toContain(`href="${content.teamPath}#equipo-${member.slug}"`);
    const services = content.collections.services.map((item) =>
      item.slug === entry.slug ? { ...item, data: { ...item.data, lead: undefined } } : item,
    );
    const withoutLead = { ...content, collections: { ...content.collections, services } };
    expect(visibleText(renderHtml(<ServiceDetail {...block} content={withoutLead} />))).toContain(
      `${sideText} ${sideAction}`,
    );
  });

  it("opens with its first case's result under the buttons, linked to the case", () => {
    const shown = site.collections.cases.find(({ slug }) => slug === study.slug)!.data;
    const lead = shown.results.find(({ title }) => title === study.result) ?? shown.results[0];
    const html = renderHtml(<ServiceDetail {...block} content={content} />);
    const proof = `${lead!.title} · ${study.client} ${lead!.description} ${defaults.caseAction}`;
    const text = visibleText(html);
    expect(text.indexOf(proof)).toBeGreaterThan(text.indexOf(defaults.casesAction));
    expect(text.indexOf(proof)).toBeLessThan(text.indexOf(service.longDescription.slice(0, 40)));
    expect(html).toMatch(new RegExp(`<a href="/casos-exito/${study.slug}"[^>]*><strong>`));
    const services = content.collections.services.map((item) =>
      item.slug === entry.slug ? { ...item, data: { ...item.data, caseStudies: [] } } : item,
    );
    const withoutCases = { ...content, collections: { ...content.collections, services } };
    expect(
      visibleText(renderHtml(<ServiceDetail {...block} content={withoutCases} />)),
    ).not.toContain(proof);
  });

  it("follows a question's answer with its link, where it has one", () => {
    const [first, ...rest] = service.faqs ?? [];
    const faqs = [
      { ...first!, link: { label: 'Calcula el costo de tu app', href: '/costo' } },
      ...rest,
    ];
    const services = content.collections.services.map((item) =>
      item.slug === entry.slug ? { ...item, data: { ...item.data, faqs } } : item,
    );
    const html = renderHtml(
      <ServiceDetail
        {...block}
        content={{ ...content, collections: { ...content.collections, services } }}
      />,
    );
    expect(html).toMatch(/<a href="\/costo">Calcula el costo de tu app<svg/);
    expect(renderHtml(<ServiceDetail {...block} content={content} />)).not.toContain(
      'href="/costo"',
    );
  });

  it('shows the default labels from the schema', () => {
    const text = renderText(block);
    for (const words of [...Object.values(defaults), ...Object.values(defaultEyebrows)])
      expect(text).toContain(words);
  });

  it('takes every visible fixed text from its labels', () => {
    const labels = {
      badge: 'Nuestro servicio',
      bannerAlt: 'Imagen de {title}',
      description: 'En pocas palabras',
      features: 'Lo esencial',
      technologies: 'Herramientas',
      process: 'Cómo trabajamos',
      step: 'Etapa {step} de la ruta:',
      cases: 'Proyectos reales',
      caseImageAlt: 'Captura de {title}',
      caseAction: 'Abrir proyecto',
      faqs: 'Dudas comunes',
      faqsAsk: '¿Algo más?',
      faqsAskLink: 'Pregúntale a {name}',
      testimonials: 'Lo que dicen',
      testimonialBy: '{author} ({company})',
      closingTitle: '¿Partimos?',
      closingText: 'Escríbenos y armamos un plan juntos.',
      closingAction: 'Quiero partir',
      sideTitle: '¿Conversamos?',
      sideText: 'Respondemos el mismo día.',
      sideAction: 'Escríbenos ahora',
      heroAction: 'Pide tu propuesta',
      casesAction: 'Mira los proyectos',
      eyebrows: {
        description: 'Resumen',
        features: 'Qué trae',
        technologies: 'Herramientas que usamos',
        process: 'Método',
        cases: 'Evidencia',
        testimonials: 'Voces',
        faqs: 'Dudas',
      },
      topic: block.labels.topic,
    } satisfies typeof block.labels;
    const text = renderText({ ...block, labels });
    const { eyebrows, topic: _topic, ...texts } = labels;
    const expected = {
      ...texts,
      ...eyebrows,
      bannerAlt: `Imagen de ${service.title}`,
      step: 'Etapa 1 de la ruta: ',
      caseImageAlt: `Captura de ${study.title}`,
      testimonialBy: `${quote.author} (${quote.company})`,
      faqsAskLink: 'Pregúntale a Diego',
    };
    for (const words of Object.values(expected)) expect(text).toContain(words);
    for (const [key, words] of Object.entries({ ...defaults, ...defaultEyebrows }))
      expect(text, `${key} still shows its default`).not.toContain(words);
  });

  it("puts the service's own titles over its sections and keeps the template's elsewhere", () => {
    const headings = {
      description: 'Apps que tus usuarios abren todos los días',
      process: 'De la idea a las tiendas',
      cases: 'Apps que ya usan a diario',
      casesIntro: 'Dos apps en producción, medidas con los KPIs del cliente.',
      testimonials: 'Apps que se aprenden en una mañana',
    };
    const services = content.collections.services.map((candidate) =>
      candidate.slug === entry.slug
        ? { ...candidate, data: { ...candidate.data, headings } }
        : candidate,
    );
    const withHeadings = { ...content, collections: { ...content.collections, services } };
    const text = visibleText(renderHtml(<ServiceDetail {...block} content={withHeadings} />));
    for (const title of Object.values(headings)) expect(text).toContain(title);
    expect(text).not.toContain(defaults.description);
    expect(text).not.toContain(defaults.process);
    expect(text).not.toContain(defaults.cases);
    expect(text).not.toContain(defaults.testimonials);
    for (const title of [defaults.features, defaults.technologies, defaultEyebrows.process])
      expect(text).toContain(title);
  });

  it("opens with the service's own badge and drawing where it gives them", () => {
    const services = content.collections.services.map((candidate) =>
      candidate.slug === entry.slug
        ? {
            ...candidate,
            data: { ...candidate.data, badge: 'iOS · Android', art: 'workflow' as const },
          }
        : candidate,
    );
    const withArt = { ...content, collections: { ...content.collections, services } };
    const html = renderHtml(<ServiceDetail {...block} content={withArt} />);
    const text = visibleText(html);
    expect(text).toContain('iOS · Android');
    expect(text).not.toContain(defaults.badge);
    // The drawing's labels are real text in the page's typeface, instead of the banner image.
    expect(html).toContain('Flujo de una atención');
    expect(html).not.toContain(service.bannerImage);
  });

  it("signs a quote with its company's logo where the service gives one", () => {
    const html = renderHtml(<ServiceDetail {...block} content={content} />);
    const signed = (service.testimonials ?? []).filter((entry) => entry.companyLogo);
    expect(signed.length).toBeGreaterThan(0);
    for (const entry of signed)
      expect(html).toMatch(
        new RegExp(`<img[^>]*src="${entry.companyLogo}"[^>]*alt="${entry.company}"`),
      );
    const unsigned = (service.testimonials ?? []).filter((entry) => !entry.companyLogo);
    for (const entry of unsigned) expect(html).not.toContain(`alt="${entry.company}"`);
  });
});
