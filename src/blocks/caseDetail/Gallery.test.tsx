import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../tests/unit/renderBlock';
import { caseScreens } from './caseScreens';
import { Gallery } from './Gallery';

const render = (images: Parameters<typeof caseScreens>[0]) =>
  renderHtml(
    <Gallery
      title="Galería"
      screens={
        caseScreens(images, [], { template: 'Pantalla {number} de {title}', caseTitle: 'Caso' })
          .gallery
      }
    />,
  );

describe('Gallery', () => {
  it('opens each screen at full size in a popover, captioned when the case gives a caption', () => {
    const html = render([
      '/cases/gallery/uno.svg',
      { src: '/cases/gallery/dos.svg', caption: 'Planificación de rutas por parada' },
    ]);
    expect(html).toMatch(
      /<button type="button" popoverTarget="pantalla-1" aria-label="Ampliar: Pantalla 1 de Caso"/,
    );
    expect(html).toMatch(
      /<div popover="auto" id="pantalla-2" role="dialog" aria-label="Planificación de rutas por parada"[^>]*><div class="pan"><img[^>]* alt="Planificación de rutas por parada"/,
    );
    // Its close button takes focus as it opens (the browser's popover autofocus).
    expect(html).toContain(
      'popoverTarget="pantalla-2" popoverTargetAction="hide" autofocus="">Cerrar</button>',
    );
    // Each screen names its neighbours, round the ends, and where it stands.
    expect(html).toMatch(
      /id="pantalla-1"[^]*popoverTarget="pantalla-2" data-popover-step="prev"[^]*1<!-- --> \/ <!-- -->2[^]*popoverTarget="pantalla-2" data-popover-step="next"/,
    );
    // The caption shows under its picture, and is read once, in the button's name.
    expect(html.match(/<figcaption[^>]*>/g)).toHaveLength(1);
    expect(html).toContain(
      '<figcaption aria-hidden="true">Planificación de rutas por parada</figcaption>',
    );
  });

  it("shows the thumbnail's own small picture in the open screen until the large one arrives", () => {
    const html = render(['/cases/gallery/uno.svg']);
    expect(html).toMatch(
      /id="pantalla-1"[^>]*><div class="pan"><img[^>]* style="background-image:url\(\/cases\/gallery\/uno-800w\.webp\)"/,
    );
  });

  it("sets a lone screen's caption as a heading and its detail, read once still", () => {
    const lone = render([
      { src: '/cases/gallery/uno.svg', caption: 'Reporte de turno: alertas y respuesta' },
    ]);
    expect(lone).toContain(
      '<figcaption aria-hidden="true"><strong>Reporte de turno</strong><span data-colon="">: </span><span>alertas y respuesta</span></figcaption>',
    );
    // Beside other screens, a caption is one line.
    const shared = render([
      { src: '/cases/gallery/uno.svg', caption: 'Reporte de turno: alertas y respuesta' },
      '/cases/gallery/dos.svg',
    ]);
    expect(shared).toContain(
      '<figcaption aria-hidden="true">Reporte de turno: alertas y respuesta</figcaption>',
    );
  });

  it("tells a phone where the zoomed screen starts, when the case says (past a dashboard's menu)", () => {
    const html = render([
      { src: '/cases/gallery/uno.svg', caption: 'Panel de planta', zoomFrom: 0.17 },
      { src: '/cases/gallery/dos.svg', caption: 'App de conductores' },
    ]);
    expect(html).toMatch(/id="pantalla-1"[^>]*><div class="pan" data-zoom-from="0.17">/);
    expect(html).toMatch(/id="pantalla-2"[^>]*><div class="pan">/);
  });

  it('is left out when the case has no screens', () => {
    expect(render([])).toBe('');
  });
});
