import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { fixtureEnv, renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Cta from './Cta';

const section = (fields: object) =>
  sectionOf('cta', {
    title: '¿Listo para vender en línea?',
    actions: [{ label: 'Agenda una llamada', href: '/agenda' }],
    ...fields,
  });

const render = (props: BlockProps<'cta'>) => renderHtml(<Cta {...props} />);

/** The opening <a> tags, in order. */
const links = (html: string) => html.match(/<a [^>]*>/g) ?? [];

describe('Cta', () => {
  it('shows the title as an h2, then the text, the buttons and the note, in that order', () => {
    const html = render(
      section({
        text: 'Te mostramos una tienda funcionando en la primera reunión.',
        actions: [
          { label: 'Agenda una llamada', href: '/agenda' },
          { label: 'Escríbenos', href: 'mailto:ventas@ejemplo.cl', variant: 'secondary' },
        ],
        note: 'Sin costo ni compromiso',
      }),
    );
    expect(html).toMatch(/<h2[^>]*>¿Listo para vender en línea\?<\/h2>/);
    expect(visibleText(html)).toBe(
      '¿Listo para vender en línea? Te mostramos una tienda funcionando en la primera reunión. Agenda una llamada Escríbenos Sin costo ni compromiso',
    );
    expect(links(html).map((tag) => /href="([^"]+)"/.exec(tag)?.[1])).toEqual([
      '/agenda',
      'mailto:ventas@ejemplo.cl',
    ]);
  });

  it('lists each part of a note split by " · " as a reassurance of its own', () => {
    const html = render(section({ note: 'Sin compromiso · Presencial o por videollamada' }));
    const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) =>
      visibleText(match[1] ?? ''),
    );
    expect(items).toEqual(['Sin compromiso', 'Presencial o por videollamada']);
  });

  it('a missing text or note leaves no empty paragraph', () => {
    const html = render(section({}));
    expect(visibleText(html)).toBe('¿Listo para vender en línea? Agenda una llamada');
    expect(html).not.toMatch(/<p[\s>]/);
  });

  it('opens an external link in a new tab, safely, and a site link in the same tab', () => {
    const [external, internal] = links(
      render(
        section({
          actions: [
            { label: 'Ver la demo', href: 'https://demo.ejemplo.cl' },
            { label: 'Contacto', href: '/contacto' },
          ],
        }),
      ),
    );
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(internal).not.toContain('target=');
    expect(internal).not.toContain('rel=');
  });

  it('names who answers under the buttons, face, name and role from the team collection', () => {
    const [member] = fixtureEnv.content.collections.team;
    if (!member) throw new Error('the fixture site has no team');
    const html = renderHtml(
      <Cta {...section({ person: member.slug })} content={fixtureEnv.content} />,
    );
    expect(visibleText(html)).toMatch(
      new RegExp(`Agenda una llamada Te responde ${member.data.name}, ${member.data.role}$`),
    );
    expect(html).toContain(`<img src="${member.data.image}" alt=""`);
    // Someone not on the team (the validator says so) shows no one, rather than a broken card.
    expect(
      visibleText(
        renderHtml(<Cta {...section({ person: 'nadie' })} content={fixtureEnv.content} />),
      ),
    ).not.toContain('Te responde');
  });
});
