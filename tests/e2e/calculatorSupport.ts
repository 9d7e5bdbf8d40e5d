// Colour helpers for the calculator's layout spec: the contrast of each option's focus ring.
import type { Locator, Page } from '@playwright/test';

type Rgba = { r: number; g: number; b: number; a: number };

/** "rgb(…)", "rgba(…)" or "#rrggbb" → channels. */
function parseColour(value: string): Rgba {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(value.trim());
  if (hex) {
    const [r, g, b] = hex.slice(1).map((part) => Number.parseInt(part, 16));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: 1 };
  }
  const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
  return { r, g, b, a: value.startsWith('rgba') ? a : 1 };
}

/** WCAG relative luminance of a CSS colour. */
export function luminance(value: string): number {
  const { r, g, b } = parseColour(value);
  const [x = 0, y = 0, z = 0] = [r, g, b].map((channel) => {
    const s = channel / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * x + 0.7152 * y + 0.0722 * z;
}

const ratio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
};

/** For every radio and checkbox of `form`, focused from the keyboard: whether its face shows a
 * ring, and the ring's contrast with both sides: the page-colour band between ring and face, and
 * whatever lies under the ring (the track, the section), whichever is lower. */
export async function focusRingContrasts(page: Page, form: Locator) {
  await page.keyboard.press('Tab'); // keyboard modality, so focus() shows :focus-visible
  const rings = await form.locator('input').evaluateAll((inputs) =>
    inputs.map((input) => {
      (input as HTMLInputElement).focus();
      const face = input.nextElementSibling as HTMLElement;
      const style = getComputedStyle(face);
      const box = face.getBoundingClientRect();
      // Under the ring: 2 px offset + half its 3 px width outside the face.
      const x = box.left - 3.5;
      const y = box.top + box.height / 2;
      let under = 'rgb(255, 255, 255)';
      for (const element of document.elementsFromPoint(x, y)) {
        if (input.parentElement?.contains(element)) continue;
        const colour = getComputedStyle(element).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)') {
          under = colour;
          break;
        }
      }
      return {
        name: input.closest('label')?.textContent ?? '',
        visible:
          input.matches(':focus-visible') &&
          style.outlineStyle === 'solid' &&
          Number.parseFloat(style.outlineWidth) >= 3,
        ring: style.outlineColor,
        band: style.getPropertyValue('--color-bg'),
        under,
      };
    }),
  );
  return rings.map(({ name, visible, ring, band, under }) => ({
    name,
    visible,
    ratio: Math.min(ratio(ring, band), ratio(ring, under)),
  }));
}
