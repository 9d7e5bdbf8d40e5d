// Replays the CSS filter chain of the monochrome logo variants on the colours of every logo in
// public/logos/, so a filter change that makes a logo's text unreadable fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { palette, raisedDarkTone } from './tokens';
import { logoFilterCss, logoFilters, type LogoFilter } from './logoFilters';

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The grey (0-1, sRGB) a colour becomes under the filter, step by step as CSS applies it. */
function filtered(hex: string, { grayscale, brightness, contrast, invert }: LogoFilter): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  expect(grayscale).toBe(1);
  let grey = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  grey = clamp(grey * brightness);
  grey = clamp((grey - 0.5) * contrast + 0.5);
  return clamp(invert ? 1 - grey : grey);
}

function contrast(a: number, b: number): number {
  const luminance = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const grey = (hex: string) => Number.parseInt(hex.slice(1, 3), 16) / 255;
const logoDir = join(import.meta.dirname, '../../public/logos');
const logos = readdirSync(logoDir).map((name) => ({
  name,
  svg: readFileSync(join(logoDir, name), 'utf8'),
}));
const fills = (svg: string, tag: string) =>
  [...svg.matchAll(new RegExp(`<${tag}[^>]*fill="(#[0-9A-Fa-f]{6})"`, 'g'))].map((m) => m[1]!);
// A logo drawn as a full-width coloured pill with its name written on it.
const pillOf = (svg: string) =>
  /<rect x="2" y="6" width="156"[^>]*fill="(#[0-9A-Fa-f]{6})"/.exec(svg)?.[1];

// The white variant sits on the wall's black tile and, in the dark theme, on the raised dark
// plate every logo shares (GlobalStyles): the lighter of the two is the test.
const monochrome = [
  ['black', palette.gray25],
  ['white', raisedDarkTone.surface],
] as const;

describe('monochrome logo filters', () => {
  it('are written to CSS in the order the test replays them', () => {
    expect(logoFilterCss('black')).toBe('grayscale(1) brightness(0.714) contrast(1.68) invert(0)');
    expect(logoFilterCss('original')).toBe('none');
  });

  // Monochrome, a pill's fill becomes a grey slab around its text: five of them read as blobs in
  // the logo walls (design review 5). Logos draw their mark in a disc and the name beside it.
  it('draws no logo as a filled pill', () => {
    expect(logos.filter((logo) => pillOf(logo.svg)).map((logo) => logo.name)).toEqual([]);
  });

  for (const [variant, plate] of monochrome) {
    const filter = logoFilters[variant]!;
    describe(variant, () => {
      it.each(logos)('keeps the name on $name readable (3:1 or more)', ({ svg }) => {
        for (const ink of fills(svg, 'text'))
          expect(contrast(filtered(ink, filter), grey(plate))).toBeGreaterThanOrEqual(3);
      });
    });
  }

  it('black is dark grey and white light grey, as the spec has them', () => {
    const ink = '#C74F0A'; // C3D Industrial
    expect(filtered(ink, logoFilters.black!)).toBeLessThan(0.3);
    expect(filtered(ink, logoFilters.white!)).toBeGreaterThan(0.7);
  });
});
