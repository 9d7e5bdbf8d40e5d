// The brand typeface, self-hosted: Manrope (variable, weights 200-800), from
// @fontsource-variable/manrope. Only its latin subset ships (25 KB): it already holds every
// Spanish letter and sign (á é í ó ú ñ ü ¿ ¡ « » “ ” —); latin-ext adds nothing this site uses.

export const brandFamily = 'Manrope Variable';
/** The brand face, then its metric-matched local stand-ins, for the head of a font stack. */
export const brandStack = `'${brandFamily}', 'Manrope Fallback', 'Manrope Fallback Roboto'`;

/** The font file's URL, from Vite: in its builds, dev server and tests the glob becomes an
 * import of the file, which Vite copies to /assets/ with a content hash (cached immutably); the
 * islands' build sees it through tokens.ts, so the file lands in the output. Scripts that render
 * pages in plain Node (the bench) have no import.meta.env and get none: Node cannot import a
 * .woff2. A function, so the islands, which only need the family names, carry none of it. */
function manropeUrl(): string | undefined {
  if (!import.meta.env) return undefined;
  const files = import.meta.glob<string>(
    '/node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    { eager: true, query: '?url', import: 'default' },
  );
  return Object.values(files)[0];
}

/** Font files every page preloads (seo/head.ts): the one face that sets the text above the fold. */
export function preloadedFonts(): string[] {
  const url = manropeUrl();
  return url ? [url] : [];
}

interface Fallback {
  family: string;
  /** Local fonts to try, by full name: Arial's, then Liberation Sans (Linux, same metrics). */
  local: string[];
  /** The Manrope weights it stands in for → its size-adjust in %. */
  sizes: [weights: string, sizeAdjust: number][];
}

// Until the web font arrives (font-display: swap), text is set in a local font scaled to the
// same width, and with Manrope's ascent and descent, so lines break in the same places and
// little moves when the font swaps in (CLS 0). The sizes were measured once, fontaine-style but
// on this site's own Spanish text (28,000 characters of /, /blog, a city page, an article...):
// the width of the text in Manrope at each weight over its width in Liberation Sans (Arial's
// metrics), regular for 400, bold for 600-800. Spanish letters make Manrope ~1.5% narrower
// than Capsize's English average says (@capsizecss/metrics 4.3: 103.19% regular, 101.15%
// bold). Roboto (Android has no Arial) was not installed to measure: its sizes are Capsize's
// (Manrope 920 and 971 / Roboto 911 and 926 per 1000 em at 400 and 700), corrected by that
// same Spanish factor, 600 and 800 scaled like Arial's.
const fallbacks: Fallback[] = [
  {
    family: 'Manrope Fallback',
    local: ['Arial', 'Liberation Sans'],
    sizes: [['100 549', 101.57]],
  },
  {
    family: 'Manrope Fallback',
    local: ['Arial Bold', 'Liberation Sans Bold'],
    sizes: [
      ['550 649', 98.23],
      ['650 749', 99.84],
      ['750 900', 101.48],
    ],
  },
  {
    family: 'Manrope Fallback Roboto',
    local: ['Roboto', 'Roboto Regular'],
    sizes: [['100 549', 101.79]],
  },
  {
    family: 'Manrope Fallback Roboto',
    local: ['Roboto Bold'],
    sizes: [
      ['550 649', 104.27],
      ['650 749', 105.98],
      ['750 900', 107.72],
    ],
  },
];

// Manrope's vertical metrics per em (2132 and 600 in 2000 units, no line gap), as overrides of
// the scaled local font: override = metric / size-adjust.
const ascent = 106.6;
const descent = 30;

const fallbackFaces = ({ family, local, sizes }: Fallback) =>
  sizes.map(
    ([weights, size]) => `@font-face {
      font-family: '${family}';
      font-weight: ${weights};
      src: ${local.map((name) => `local('${name}')`).join(', ')};
      size-adjust: ${size}%;
      ascent-override: ${((ascent / size) * 100).toFixed(2)}%;
      descent-override: ${((descent / size) * 100).toFixed(2)}%;
      line-gap-override: 0%;
    }`,
  );

/** The @font-face rules, for the global styles (a function, so islands that only need the
 * family names do not carry them). */
export function fontFaceRules(): string {
  return [
    ...preloadedFonts().map(
      (url) => `@font-face {
      font-family: '${brandFamily}';
      font-weight: 200 800;
      font-display: swap;
      src: url('${url}') format('woff2');
    }`,
    ),
    ...fallbacks.flatMap(fallbackFaces),
  ].join('\n');
}
