// A page's contactService names a service by its file name: it must exist, or the page's links
// to the contact form would carry nothing, without a word. A page carries a service or a topic of
// its own (contactTopic), not both: one would silently win. A topic's lead is someone on the team.
import type { Collections } from '../collections';
import { suggest } from './messages';
import type { CrossIssue, ParsedPage } from './problem';
import { unknownTeamFile } from './responders';

export function contactService({ file, page }: ParsedPage, collections: Collections): CrossIssue[] {
  const slug = page.contactService;
  if (slug !== undefined && page.contactTopic)
    return [
      {
        file,
        pointer: '/contactTopic',
        message:
          'Esta página ya lleva un servicio al formulario (contactService): no puede llevar además un tema.',
        hint: 'Deja uno: borra contactTopic para que el formulario muestre el servicio, o contactService para que muestre este tema.',
      },
    ];
  const lead = page.contactTopic?.lead;
  const unknownLead =
    lead === undefined ? [] : unknownTeamFile(file, '/contactTopic/lead', lead, collections);
  if (unknownLead.length > 0) return unknownLead;
  const slugs = collections.services.map((entry) => entry.slug);
  if (slug === undefined || slugs.includes(slug)) return [];
  const near = suggest(slug, slugs);
  return [
    {
      file,
      pointer: '/contactService',
      message: `No existe el servicio ${JSON.stringify(slug)}.`,
      hint: `${near ? `¿Quisiste decir ${JSON.stringify(near)}? ` : ''}Usa el nombre de un archivo de site-config/collections/services/, sin .json (hoy: ${slugs.join(', ')}).`,
    },
  ];
}
