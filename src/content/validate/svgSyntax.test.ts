import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokenSvgs, svgSyntaxError } from './svgSyntax';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;

describe('svgSyntaxError', () => {
  it('accepts a well-formed SVG', () => {
    expect(
      svgSyntaxError(`<?xml version="1.0"?>\n${svg('<text x="1">Año &amp; &#160;ñ</text>')}`),
    ).toBeUndefined();
  });

  it('names the tag left open, at the end of the file', () => {
    expect(svgSyntaxError('<svg xmlns="http://www.w3.org/2000/svg">\n  <g>\n    <rect/>')).toEqual({
      line: 3,
      column: 11,
      what: 'la etiqueta <g> se abre y no se cierra',
    });
  });

  it('explains the mistakes of hand edits in Spanish, with their line', () => {
    const cases: [string, string][] = [
      ['<rect x=1/>', 'un atributo tiene su valor sin comillas'],
      ['<g></text></g>', 'una etiqueta de cierre no corresponde a la última que se abrió'],
      ['<text>A&nbsp;B</text>', 'usa una entidad que XML no conoce (como &nbsp;)'],
      ['<rect x="1" x="2"/>', 'el atributo "x" está dos veces en la etiqueta'],
      ['<text>a < b</text>', 'hay un "<" que no abre una etiqueta (escribe &lt;)'],
    ];
    for (const [body, what] of cases) {
      expect(svgSyntaxError(`<!-- dibujo -->\n${svg(body)}`)).toMatchObject({ line: 2, what });
    }
  });

  it('rejects an empty file and a document that is not an SVG', () => {
    expect(svgSyntaxError('')?.what).toBe('el archivo está vacío o no tiene una etiqueta <svg>');
    expect(svgSyntaxError('<html><body/></html>')?.what).toBe('empieza con <html> y no con <svg>');
    expect(svgSyntaxError(`${svg('')}\n<svg/>`)?.what).toBe(
      'hay contenido después de cerrar la etiqueta <svg>',
    );
  });

  it('survives any input, and always points at a real position', () => {
    const xmlish = fc.stringMatching(/^[<>/="'&;a-z svg#\n!?-]{0,80}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), xmlish), (text) => {
        const error = svgSyntaxError(text);
        if (error) {
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.column).toBeGreaterThanOrEqual(1);
          expect(error.what).not.toBe('');
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('brokenSvgs', () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'svg-syntax-'));
  mkdirSync(join(publicDir, 'cases'));
  writeFileSync(join(publicDir, 'cases/ok.svg'), svg('<rect/>'));
  writeFileSync(join(publicDir, 'cases/cut.svg'), '<svg xmlns="http://www.w3.org/2000/svg">\n<g>');

  it('reports a broken SVG once, at the first field that names it, and skips missing files', () => {
    const references = [
      { file: 'site-config/pages/a.json', pointer: '/sections/0/image', src: '/cases/ok.svg' },
      { file: 'site-config/pages/a.json', pointer: '/sections/1/image', src: '/cases/cut.svg' },
      { file: 'site-config/pages/b.json', pointer: '/sections/0/image', src: '/cases/cut.svg' },
      { file: 'site-config/pages/b.json', pointer: '/sections/1/image', src: '/cases/gone.svg' },
      { file: 'site-config/pages/b.json', pointer: '/sections/2/image', src: '/../secret.svg' },
    ];
    expect(brokenSvgs(references, publicDir)).toEqual([
      {
        file: 'site-config/pages/a.json',
        pointer: '/sections/1/image',
        message:
          'El SVG public/cases/cut.svg tiene un error en la línea 2, columna 3: la etiqueta <g> se abre y no se cierra.',
        hint: 'Corrige public/cases/cut.svg en esa línea, o expórtalo de nuevo desde el programa de diseño. Mientras tanto la imagen se ve rota y el sitio no se puede construir.',
      },
    ]);
  });
});
