// The topic a service page hands the contact form (contactTopic.ts), as the page writes it.
import { describe, expect, it } from 'vitest';
import { fixtureSite as site } from '../../../tests/unit/fixtureSite';
import { renderHtml, templateSection } from '../../../tests/unit/renderBlock';
import { topicOf } from '../../../tests/unit/topicOf';
import { handoffKey, parseQuoteHandoff } from '../../leads/quoteHandoff';
import ServiceDetail from './ServiceDetail';

const { block, entry, content } = templateSection(
  '/servicios/desarrollo-aplicaciones-moviles',
  'serviceDetail',
);
const service = site.collections.services.find(({ slug }) => slug === entry.slug)!.data;

describe('contactTopic', () => {
  it('hands the contact form its service and lead, for the links that lead to a form', () => {
    const member = site.collections.team.find(({ slug }) => slug === service.lead)!.data;
    const topic = topicOf(
      renderHtml(<ServiceDetail {...block} site={site.site} content={content} />),
    );
    expect(topic?.key).toBe(handoffKey(site.site.brand.slug));
    expect(topic?.targets).toEqual(['/#contact-form', '/contacto']);
    // What the form shows and sends, read back as the form reads it.
    const handoff = parseQuoteHandoff(JSON.stringify(topic?.handoff));
    expect(handoff).toMatchObject({
      kind: 'topic',
      total: service.title,
      note: `Lee tu mensaje y te responde ${member.name}, ${member.role}.`,
      firstStep: `${member.name} te responde en menos de 24 horas.`,
      editHref: `/servicios/${entry.slug}`,
      summary: `Servicio de interés: ${service.title} (${site.site.url}/servicios/${entry.slug})`,
      responder: { name: member.name, role: member.role, image: member.image },
    });
    const services = content.collections.services.map((item) =>
      item.slug === entry.slug ? { ...item, data: { ...item.data, lead: undefined } } : item,
    );
    const withoutLead = { ...content, collections: { ...content.collections, services } };
    const unled = topicOf(
      renderHtml(<ServiceDetail {...block} site={site.site} content={withoutLead} />),
    );
    expect(unled?.handoff).toMatchObject({ note: block.labels.topic.noteWithoutLead });
    expect(unled?.handoff.responder).toBeUndefined();
  });
});
