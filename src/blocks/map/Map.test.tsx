import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Map from './Map';

const section = (fields: object = {}) =>
  sectionOf('map', {
    title: 'Visítanos en Punta Arenas',
    location: 'Av. Colón 1234, Punta Arenas',
    area: 'Centro, Punta Arenas',
    address: 'Av. Colón 1234, piso 2',
    coordinates: { lat: -53.1638, lng: -70.9171 },
    ...fields,
  });

const render = (props: BlockProps<'map'>) =>
  renderHtml(<Map {...props} />).replace(/ class="[^"]*"/g, '');

/** The texts of the address card, in order. */
const cardLines = (html: string) =>
  [.../<div data-map-card="">[\s\S]*?<div><p>([^<]*)<\/p>(?:<p>([^<]*)<\/p>)?<\/div>/.exec(html)!]
    .slice(1)
    .filter(Boolean);

/** What the drawn plan is called for screen readers. */
const planName = (html: string) => {
  const id = /<svg role="img" aria-labelledby="([^"]+)"/.exec(html)?.[1];
  return new RegExp(`<title id="${id}">([^<]*)</title>`).exec(html)?.[1];
};

describe('Map', () => {
  it('heads the address card with the area, then the office address, and names the plan after the area', () => {
    const html = render(section());
    expect(cardLines(html)).toEqual(['Centro, Punta Arenas', 'Av. Colón 1234, piso 2']);
    expect(planName(html)).toBe(
      'Plano referencial de Centro, Punta Arenas, con la oficina marcada al centro',
    );
  });

  it('uses the location when there is no area, and leaves out a missing address', () => {
    const html = render(section({ area: undefined, address: undefined }));
    expect(cardLines(html)).toEqual(['Av. Colón 1234, Punta Arenas']);
    expect(planName(html)).toBe(
      'Plano referencial de Av. Colón 1234, Punta Arenas, con la oficina marcada al centro',
    );
  });

  it('links to Google Maps at the coordinates in a new tab, and embeds nothing of Google until asked', () => {
    const html = render(section());
    expect(html).toContain(
      '<a href="https://www.google.com/maps/search/?api=1&amp;query=-53.1638,-70.9171" target="_blank" rel="noopener noreferrer"',
    );
    expect(visibleText(html)).toContain('Cargar mapa interactivo Ver en Google Maps');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('maps.google.com');
    // The status line is in the page, silent until the visitor asks for the live map.
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
  });

  it('puts an h2 over the map only when the JSON gives a title', () => {
    expect(render(section())).toMatch(/<h2>Visítanos en Punta Arenas<\/h2>/);
    expect(render(section({ title: undefined }))).not.toContain('<h2');
  });

  it('heads the map with its eyebrow and intro, as other sections are headed', () => {
    const text = visibleText(
      render(section({ eyebrow: 'Dónde estamos', intro: 'Frente al estrecho, en el centro.' })),
    );
    expect(text).toContain(
      'Dónde estamos Visítanos en Punta Arenas Frente al estrecho, en el centro.',
    );
  });
});
