import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../tests/unit/renderBlock';
import { Gallery } from './Gallery';

const render = (images: Parameters<typeof Gallery>[0]['images']) =>
  renderHtml(
    <Gallery
      title="Galería"
      imageAlt="Pantalla {number} de {title}"
      caseTitle="Caso"
      images={images}
    />,
  );

describe('Gallery', () => {
  it('opens each screen at full size, captioned when the case gives a caption', () => {
    const html = render([
      '/cases/gallery/uno.svg',
      { src: '/cases/gallery/dos.svg', caption: 'Planificación de rutas por parada' },
    ]);
    expect(html).toMatch(/<a href="\/cases\/gallery\/uno.svg"><img[^>]* alt="Pantalla 1 de Caso"/);
    expect(html).toMatch(
      /<a href="\/cases\/gallery\/dos.svg"><img[^>]* alt="Planificación de rutas por parada"/,
    );
    // The caption shows under its picture, once, and is not read twice.
    expect(html.match(/<figcaption[^>]*>/g)).toHaveLength(1);
    expect(html).toContain(
      '<figcaption aria-hidden="true">Planificación de rutas por parada</figcaption>',
    );
  });

  it('is left out when the case has no screens', () => {
    expect(render([])).toBe('');
  });
});
