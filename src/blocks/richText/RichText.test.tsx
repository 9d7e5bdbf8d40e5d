import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BlockProps, Site } from '../../content/types.generated';
import { createEmotionCache } from '../../theme/emotionCache';
import RichText from './RichText';

const parts = [
  { heading: 'Quién es responsable de tus datos', paragraphs: ['Austral Software.'] },
  { heading: 'Qué datos recopilamos', bullets: ['Nombre', 'Correo'] },
];

const site = {
  contact: { email: 'privacidad@austral.cl', phone: '+56 2 2345 6789' },
  legal: {
    name: 'Austral Software SpA',
    rut: '76.123.456-0',
    address: 'Av. Vitacura 2939, Vitacura',
  },
} as Site;

function render(fields: Partial<BlockProps<'richText'>>): string {
  const props = { type: 'richText', background: 'default', spacing: 'md', parts, ...fields };
  return renderToString(
    <CacheProvider value={createEmotionCache()}>
      <RichText {...(props as BlockProps<'richText'>)} site={site} />
    </CacheProvider>,
  );
}

/** The headings of the rendered block, in order, as "h2 Texto". */
function headings(fields: Partial<BlockProps<'richText'>>): string[] {
  const html = render(fields);
  return [...html.matchAll(/<(h\d)[^>]*>(.*?)<\/h\d>/g)].map(([, tag, text]) => `${tag} ${text}`);
}

describe('RichText', () => {
  it('puts the parts right under the page h1 when the block has no title (no skipped level)', () => {
    expect(headings({})).toEqual([
      'h2 Quién es responsable de tus datos',
      'h2 Qué datos recopilamos',
    ]);
  });

  it('puts the parts one level under the block title', () => {
    expect(headings({ title: 'Política de privacidad' })).toEqual([
      'h2 Política de privacidad',
      'h3 Quién es responsable de tus datos',
      'h3 Qué datos recopilamos',
    ]);
  });

  it('sets the summary over the parts, as a titled list and not a heading of the outline', () => {
    const summary = {
      title: 'En corto',
      points: ['No vendemos tus datos.', 'Sin cookies de seguimiento.'],
    };
    const html = render({ layout: 'toc', summary });
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('En corto No vendemos tus datos. Sin cookies de seguimiento.');
    expect(html.indexOf('En corto')).toBeLessThan(html.indexOf('Quién es responsable'));
    expect(headings({ summary })).toEqual([
      'h2 Quién es responsable de tus datos',
      'h2 Qué datos recopilamos',
    ]);
  });

  it('shows an eyebrow over the title, as a section heading does, and no heading for it', () => {
    const html = render({ eyebrow: 'Definición', title: '¿Qué es una fábrica de software?' });
    expect(html.indexOf('Definición')).toBeLessThan(html.indexOf('¿Qué es'));
    expect(headings({ eyebrow: 'Definición', title: 'Política' })[0]).toBe('h2 Política');
  });

  it('writes {correo} and {telefono} as links to the contact data of site.json', () => {
    const html = render({
      parts: [
        { heading: 'Contacto', paragraphs: ['Escríbenos a {correo} o llama al {telefono}.'] },
      ],
    });
    expect(html).toContain(
      'Escríbenos a <a href="mailto:privacidad@austral.cl">privacidad@austral.cl</a> o llama al <a href="tel:+56223456789">+56 2 2345 6789</a>.',
    );
  });

  it('writes {razonSocial}, {rut} and {domicilio} from the legal data of site.json', () => {
    const html = render({
      parts: [
        {
          heading: 'Responsable',
          paragraphs: ['{razonSocial}, RUT {rut}, con domicilio en {domicilio}.'],
        },
      ],
    });
    expect(html.replace(/<!-- -->/g, '')).toContain(
      'Austral Software SpA, RUT <span class="nowrap">76.123.456-0</span>, con domicilio en Av. Vitacura 2939, Vitacura.',
    );
  });

  it('shows the date of the last revision in Spanish', () => {
    expect(render({ updated: '2026-11-23' })).toContain(
      'Última actualización: <time dateTime="2026-11-23">23 de noviembre de 2026</time>',
    );
  });
});

describe('RichText layouts', () => {
  const three = [...parts, { heading: 'Tus derechos', paragraphs: ['Acceso y rectificación.'] }];

  it('toc: "En esta página" links to every part, and each link finds its heading', () => {
    const html = render({ layout: 'toc', parts: three });
    expect(html).toContain('En esta página');
    const links = [...html.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id);
    const map = ['quien-es-responsable-de-tus-datos', 'que-datos-recopilamos', 'tus-derechos'];
    // The fold above the text (narrow screens), then the margin's list (wide ones).
    expect(links).toEqual([...map, ...map]);
    for (const id of links) expect(html).toContain(`id="${id}"`);
  });

  it('toc: a text of two parts needs no map', () => {
    expect(render({ layout: 'toc' })).not.toContain('En esta página');
  });

  it('split and column keep every part, in order, with no map', () => {
    for (const layout of ['split', 'column'] as const) {
      const html = render({ layout, parts: three });
      expect(html).not.toContain('En esta página');
      expect(headings({ layout, parts: three }).map((heading) => heading.slice(3))).toEqual(
        three.map((part) => part.heading),
      );
    }
  });
});
