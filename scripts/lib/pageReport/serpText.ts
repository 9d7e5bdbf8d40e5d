// How Google's results page cuts a title and a description: by pixel width, not by characters.
// A title gets about 600 px at 20 px Arial, a description about 920 px (two lines) at 14 px;
// past that Google cuts at a word and adds " ...". Widths come from Arial's advance widths
// (string-pixel-width), so no browser or font file is needed at build time.
import pixelWidth from 'string-pixel-width';

export interface SerpLimit {
  /** Available width in CSS pixels. */
  width: number;
  /** Font size in CSS pixels. */
  size: number;
}

export const titleLimit: SerpLimit = { width: 600, size: 20 };
export const descriptionLimit: SerpLimit = { width: 920, size: 14 };

const ellipsis = ' ...';

export interface FittedText {
  /** What the results page shows. */
  shown: string;
  truncated: boolean;
  /** Width of the whole text, in pixels, rounded. */
  width: number;
}

// Arial widths (em) of the punctuation Spanish copy uses that string-pixel-width's ASCII table
// lacks (it would count each as an "x"); measured from Liberation Sans, Arial's metric twin.
const extraWidths: Record<string, number> = {
  '¿': 0.611,
  '¡': 0.333,
  '—': 1,
  '–': 0.556,
  '…': 1,
  '«': 0.556,
  '»': 0.556,
  '“': 0.333,
  '”': 0.333,
  '‘': 0.222,
  '’': 0.222,
  '€': 0.556,
  '°': 0.4,
  '·': 0.278,
  '•': 0.35,
  º: 0.365,
  ª: 0.37,
  '×': 0.584,
};

export function textWidth(text: string, size: number): number {
  let extra = 0;
  let rest = '';
  for (const char of text) {
    const em = extraWidths[char];
    if (em === undefined) rest += char;
    else extra += em * size;
  }
  return extra + pixelWidth(rest, { font: 'arial', size });
}

export function fitText(text: string, { width, size }: SerpLimit): FittedText {
  const clean = text.replace(/\s+/g, ' ').trim();
  const full = textWidth(clean, size);
  if (full <= width) return { shown: clean, truncated: false, width: Math.round(full) };
  const room = width - textWidth(ellipsis, size);
  const words = clean.split(' ');
  let shown = '';
  for (const word of words) {
    const next = shown ? `${shown} ${word}` : word;
    if (textWidth(next, size) > room) break;
    shown = next;
  }
  // One word wider than the whole line: Google cuts inside it.
  if (!shown)
    for (const char of clean) {
      if (textWidth(shown + char, size) > room) break;
      shown += char;
    }
  return {
    shown: `${shown.replace(/[\s,.;:–—-]+$/, '')}${ellipsis}`,
    truncated: true,
    width: Math.round(full),
  };
}
