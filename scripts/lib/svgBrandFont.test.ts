import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { brandFontFile, missingGlyphs, svgText, withBrandFont } from './svgBrandFont';

const cover = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" font-family="system-ui, sans-serif"><rect width="10" height="10"/><text x="1" y="5">Cu&#225;nto <tspan>cuesta</tspan> &amp; más</text></svg>`;

describe('withBrandFont', () => {
  it('reads the characters an SVG writes, tspans and entities included', () => {
    expect(svgText(cover)).toBe('Cuánto cuesta & más');
    expect(svgText('<svg><rect/></svg>')).toBe('');
  });

  it('puts a subset of the brand face inside the SVG, first in its fonts, keeping its text', async () => {
    const embedded = await withBrandFont(cover, brandFontFile());
    const data = /url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/.exec(embedded)?.[1] ?? '';
    const subset = Buffer.from(data, 'base64');
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // A subset: far smaller than the whole Latin file.
    expect(subset.length).toBeLessThan(brandFontFile().length / 3);
    expect(embedded).toMatch(
      /^<svg [^>]*font-family="'Manrope Embedded', system-ui, sans-serif"[^>]*><style>@font-face\{font-family:'Manrope Embedded';font-weight:200 800;/,
    );
    expect(embedded).toContain(
      '<text x="1" y="5">Cu&#225;nto <tspan>cuesta</tspan> &amp; más</text>',
    );
  });

  it('leaves an SVG without text as it is', async () => {
    const art = '<svg viewBox="0 0 1 1"><circle r="1"/></svg>';
    expect(await withBrandFont(art, brandFontFile())).toBe(art);
  });
});

describe('missingGlyphs', () => {
  const drawing = (text: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg"><text x="0" y="10">${text}</text></svg>`;

  it("names the characters the brand face lacks, once each, and none of Spanish's", () => {
    const face = create(brandFontFile()) as Font;
    expect(missingGlyphs(drawing('Campo → puerto ▼ 0,4 → año −22 % · 6 °C'), face)).toEqual([
      '→',
      '▼',
    ]);
    expect(missingGlyphs(drawing('Señal, cámara, ¿qué? ¡Sí! – 1,8 % “ok” …'), face)).toEqual([]);
  });
});
