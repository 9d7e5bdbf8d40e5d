// WCAG contrast of every semantic text/background pair, in every tone text can sit on: at least
// 4.5:1 (normal text, AA). Brand yellow is a fill behind dark text, never text on white.
import { describe, expect, it } from 'vitest';
import { tones } from './sections';
import { palette, type Tone } from './tokens';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const textPairs: [keyof Tone, keyof Tone][] = [
  ['text', 'bg'],
  ['text', 'bgAlt'],
  ['text', 'surface'],
  ['textMuted', 'bg'],
  ['textMuted', 'bgAlt'],
  ['textMuted', 'surface'],
  ['link', 'bg'],
  ['link', 'surface'],
  ['danger', 'bg'],
  ['danger', 'surface'],
  ['onPrimary', 'primary'],
  ['accentText', 'bg'],
  ['accentText', 'bgAlt'],
  ['accentText', 'surface'],
  ['neonText', 'bg'],
  ['neonText', 'bgAlt'],
  ['neonText', 'surface'],
  ['purpleText', 'bg'],
  ['purpleText', 'bgAlt'],
  ['purpleText', 'surface'],
];

describe('colour contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
  });

  for (const [name, tone] of Object.entries(tones)) {
    it.each(textPairs)(`in ${name}: %s on %s reaches 4.5:1`, (text, background) => {
      expect(contrast(tone[text], tone[background])).toBeGreaterThanOrEqual(4.5);
    });
    // A field's edge is what shows where to type (WCAG 1.4.11, non-text contrast).
    it.each(['bg', 'bgAlt', 'surface'] as const)(
      `in ${name}: a form field's edge reaches 3:1 on %s`,
      (background) => {
        expect(contrast(tone.control, tone[background])).toBeGreaterThanOrEqual(3);
      },
    );
  }

  it('never uses brand yellow as text on white (1.3:1); it is a fill behind dark text', () => {
    expect(contrast(palette.yellow500, palette.white)).toBeLessThan(4.5);
    for (const tone of Object.values(tones).filter((candidate) => candidate.bg === palette.white))
      for (const text of [tone.link, tone.accentText]) expect(text).not.toBe(palette.yellow500);
    expect(contrast(palette.black900, palette.yellow500)).toBeGreaterThanOrEqual(4.5);
  });
});
