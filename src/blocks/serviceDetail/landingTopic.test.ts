// What a landing hands the contact form (landingTopic.ts): its service's words (contactService),
// or a topic in its own words (contactTopic), read back as the form reads it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixturePage, fixtureSite } from '../../../tests/unit/fixtureSite';
import { entryRoutes } from '../../content/expand';
import { parseQuoteHandoff } from '../../leads/quoteHandoff';
import { landingTopic } from './landingTopic';

const { page } = fixturePage('/desarrollo-software-santiago');
const sources = {
  site: fixtureSite.site,
  collections: fixtureSite.collections,
  routes: entryRoutes(fixtureSite.templates),
  template: fixtureSite.templates.find(({ page: template }) => template.collection === 'services')
    ?.page,
};
const ownTopic = {
  title: 'Solicitud',
  subject: 'Auditoría legacy gratuita',
  details: ['Sesión de 2 horas', 'Sin costo'],
  note: 'Te proponemos un horario para la sesión de 2 horas con un arquitecto.',
  summary: 'Tema de interés: {subject} ({url})',
  edit: 'Volver a la página',
  remove: 'Quitar',
  responderText: 'Lee cada mensaje.',
  firstStep: '{name} te responde.',
};

describe('landingTopic', () => {
  it('carries nothing from a page that names neither a service nor a topic', () => {
    expect(landingTopic({ ...sources, page })).toBeUndefined();
  });

  it("carries a page's own topic: its words, a link back to the page, its address in the message", () => {
    const topic = landingTopic({ ...sources, page: { ...page, contactTopic: ownTopic } });
    expect(topic?.targets).toEqual(['/#contact-form', '/contacto']);
    expect(parseQuoteHandoff(JSON.stringify(topic?.handoff))).toMatchObject({
      kind: 'topic',
      title: 'Solicitud',
      total: 'Auditoría legacy gratuita',
      line: 'Sesión de 2 horas · Sin costo',
      note: ownTopic.note,
      editHref: page.path,
      editLabel: 'Volver a la página',
      summary: `Tema de interés: Auditoría legacy gratuita (${fixtureSite.site.url}${page.path})`,
    });
  });

  it('names who answers when the topic has a lead: in its note, on the form, in the thanks', () => {
    const lead = fixtureSite.collections.team[0]!;
    const topic = landingTopic({
      ...sources,
      page: {
        ...page,
        contactTopic: {
          ...ownTopic,
          lead: lead.slug,
          note: '{name}, {role}, te propone un horario.',
          responderText: 'Dirige las auditorías.',
          firstStep: '{name} te responde en menos de 24 horas.',
        },
      },
    });
    expect(parseQuoteHandoff(JSON.stringify(topic?.handoff))).toMatchObject({
      note: `${lead.data.name}, ${lead.data.role}, te propone un horario.`,
      firstStep: `${lead.data.name} te responde en menos de 24 horas.`,
      responder: {
        name: lead.data.name,
        role: lead.data.role,
        image: lead.data.image,
        text: 'Dirige las auditorías.',
      },
    });
  });

  it("carries a named service in the service page's words", () => {
    const service = fixtureSite.collections.services[0]!;
    const topic = landingTopic({ ...sources, page: { ...page, contactService: service.slug } });
    expect(topic?.handoff).toMatchObject({ kind: 'topic', total: service.data.title });
  });

  it('carries any words a marketer writes as text, which the form reads back unchanged', () => {
    const words = fc.string({ minLength: 1, maxLength: 80 }).filter((text) => text.trim() !== '');
    fc.assert(
      fc.property(
        words,
        words,
        fc.array(words, { minLength: 1, maxLength: 4 }),
        (subject, note, details) => {
          const topic = landingTopic({
            ...sources,
            page: { ...page, contactTopic: { ...ownTopic, subject, note, details } },
          });
          // Through the page's attribute and storage, as JSON text, then the form's zod check.
          const handoff = parseQuoteHandoff(JSON.stringify(topic?.handoff));
          expect(handoff).toMatchObject({ total: subject, line: details.join(' · ') });
          expect(handoff?.editHref).toBe(page.path);
        },
      ),
    );
  });
});
