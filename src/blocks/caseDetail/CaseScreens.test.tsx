// A case's screens: beside the solution parts that name them, the rest in the gallery, each with
// its drawing for either theme.
import { describe, expect, it } from 'vitest';
import { renderHtml, visibleText } from '../../../tests/unit/renderBlock';
import CaseDetail from './CaseDetail';
import { block, content, study, withStudy } from './sampleCase';

/** The page rendered with these screens and parts; its solution section, and where a text is in
 *  it. */
function solutionWith(galleryImages: typeof study.galleryImages, solution: typeof study.solution) {
  const html = renderHtml(
    <CaseDetail {...block} content={withStudy({ galleryImages, solution })} />,
  );
  const section = html.slice(html.indexOf('id="solucion"'), html.indexOf('id="tecnologias"'));
  const at = (text: string) => section.indexOf(text);
  return { html, section, at, titles: solution.map((part) => at(`>${part.title}<`)) };
}

describe("CaseDetail's screens", () => {
  it("gives a gallery screen its other theme's drawing, on the page and at full size", () => {
    const [src, dark] = ['/cases/gallery/pantalla-1.svg', '/cases/gallery/pantalla-1-oscuro.svg'];
    const html = renderHtml(
      <CaseDetail
        {...block}
        content={withStudy({
          galleryImages: [{ src, srcDark: dark, caption: 'El tablero del turno' }],
        })}
      />,
    );
    const gallery = html.slice(html.indexOf('id="galeria"'));
    const variants = [...gallery.matchAll(/<img src="([^"]+)"[^>]*data-(light|dark)-variant/g)];
    // The thumbnail, then the same pair in its full-size view.
    expect(variants.map(([, image, theme]) => `${theme} ${image}`)).toEqual([
      `light ${src}`,
      `dark ${dark}`,
      `light ${src}`,
      `dark ${dark}`,
    ]);
  });

  it('shows a solution part beside the screen it names, and that screen no more in the gallery', () => {
    const images = ['/cases/gallery/uno.svg', '/cases/gallery/dos.svg', '/cases/gallery/tres.svg'];
    const solution = study.solution.map((part, index) =>
      index === 1 ? { ...part, screen: 3 } : part,
    );
    // The parts without a screen join the row of the one with it: one row, its texts in order,
    // then the screen.
    const {
      html,
      section: solutionHtml,
      at,
      titles: [first, second, third],
    } = solutionWith(images, solution);
    expect([first, second, third].every((position) => position! > 0)).toBe(true);
    expect(first).toBeLessThan(second!);
    expect(second).toBeLessThan(third!);
    expect(third).toBeLessThan(at('src="/cases/gallery/tres.svg"'));
    expect(solutionHtml.match(/<img [^>]*src="\/cases\/gallery\/(uno|dos)/g)).toBeNull();
    const gallery = html.slice(html.indexOf('id="galeria"'), html.indexOf('id="relacionados"'));
    const shown = (text: string) =>
      [
        ...text.matchAll(
          /<button[^>]*popoverTarget="(pantalla-\d)" aria-label[^>]*><svg[^]*?<img src="([^"]+)"/g,
        ),
      ].map(([, id, src]) => `${id} ${src}`);
    expect(shown(gallery)).toEqual([
      'pantalla-2 /cases/gallery/uno.svg',
      'pantalla-3 /cases/gallery/dos.svg',
    ]);
    // Zoomed, one series: from the solution's screen on to the gallery's, round the ends.
    expect(solutionHtml).toMatch(
      /id="pantalla-1"[^]*popoverTarget="pantalla-3" data-popover-step="prev"[^]*1<!-- --> \/ <!-- -->3[^]*popoverTarget="pantalla-2" data-popover-step="next"/,
    );
  });

  it('puts a part without a screen after the screened part before it, and names that part in the caption', () => {
    const images = [
      { src: '/cases/gallery/uno.svg', caption: 'Captura uno' },
      { src: '/cases/gallery/dos.svg', caption: 'Captura dos' },
    ];
    const solution = study.solution.map((part, index) =>
      index === 0 ? { ...part, screen: 1 } : index === 2 ? { ...part, screen: 2 } : part,
    );
    const {
      section: solutionHtml,
      at,
      titles: [first, second, third],
    } = solutionWith(images, solution);
    // Row one: parts 01 and 02, then screen one, its caption naming 01; row two: 03 alone.
    expect(second).toBeLessThan(at('src="/cases/gallery/uno.svg"'));
    expect(at('src="/cases/gallery/uno.svg"')).toBeLessThan(third!);
    expect(first).toBeLessThan(second!);
    expect(solutionHtml).toContain('>01 · Captura uno</figcaption>');
    expect(solutionHtml).toContain('>Captura dos</figcaption>');
  });

  it('keeps the solution as numbered cards when no part names a screen', () => {
    const html = renderHtml(<CaseDetail {...block} content={content} />);
    const solution = html.slice(html.indexOf('id="solucion"'), html.indexOf('id="tecnologias"'));
    expect(solution).not.toContain('<img');
    expect(visibleText(solution)).toContain(`01 ${study.solution[0]?.title}`);
  });
});
