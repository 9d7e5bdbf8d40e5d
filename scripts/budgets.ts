// npm run budgets (part of npm test): byte budgets are deterministic, so they gate the build.
// Every HTML document fits the first network round trip; content pages ship ≤ 20 KB of JS
// (brotli) before any interaction.
import { join, resolve } from 'node:path';
import { projectRoot } from '../src/content/load';
import { readFileSync } from 'node:fs';
import { htmlBreakdown } from './lib/htmlBreakdown';
import { measurePages } from './lib/pageWeight';

// The first screen fits the first network round trip (about 14 KB: ten TCP segments): head,
// inline CSS, navbar and the first block, which holds the largest paint. The whole document gets
// a little more: past the first screen, a page's last sections may arrive one round trip later.
// 15.75 KB holds the home page, the longest (ten blocks), with the person who answers beside its
// form (0.2 KB, design review 46: the one section read below 8) and the style of what another
// page hands the form, which the loader draws before React runs (0.3 KB, reviews 52A and 52B:
// the fields moved 120 to 210 px when it came with the island). 16.25 KB: its second logo wall
// as a quiet row under a caption (0.15 KB, reviews 65C and 66B: the same tiled wall twice), its
// service cards' notes for the form (0.1 KB, review 66B: four buttons landed on an empty form),
// the method's numbered phases, a FAQ eyebrow and a price in its cost answer (0.1 KB). Its first
// screen, which the largest paint waits for, is 9.9 KB of the 14. 16.3 KB: the hero's checks
// drawn in CSS (0.04 KB): as a '✓', a character the web font lacks, the system-font lookup took
// a third of the first layout on a phone.
export const firstScreenBudget = 14 * 1024;
export const htmlBudget = 16.3 * 1024;
const htmlKb = htmlBudget / 1024;
export const jsBudget = 20 * 1024;
// The block catalogue and the page report are reference sheets for marketers (noindex, linked
// from no page): they hold every block, or every page, so they are weighed and listed but not
// held to the visitor budget.
const htmlBudgetExempt = new Set(['_bloques.html', '_paginas.html']);

const outDir = resolve(process.env.OUT_DIR ?? join(projectRoot, 'dist'));
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
const weights = measurePages(outDir).sort((a, b) => a.file.localeCompare(b.file));
const failures: string[] = [];
const nearly: string[] = [];
// Past this share of the HTML budget a page is listed with its largest parts, before it fails.
const nearBudget = 0.95;
const largestParts = (file: string) =>
  htmlBreakdown(readFileSync(join(outDir, file), 'utf8'))
    .slice(0, 4)
    .map((part) => `${part.name} ${kb(part.brotli).trim()} KB`)
    .join(', ');

console.log(
  'page                                          first screen   HTML br KB   JS br KB   JS gz KB',
);
for (const weight of weights) {
  console.log(
    `${weight.file.padEnd(46)}${kb(weight.firstScreenBrotli)}       ${kb(weight.htmlBrotli)}     ${kb(weight.jsBrotli)}     ${kb(weight.jsGzip)}`,
  );
  const heldToHtmlBudget = !htmlBudgetExempt.has(weight.file);
  if (heldToHtmlBudget && weight.htmlBrotli > htmlBudget)
    failures.push(
      `${weight.file}: HTML ${kb(weight.htmlBrotli)} KB brotli > ${htmlKb} KB; largest parts: ${largestParts(weight.file)}`,
    );
  else if (heldToHtmlBudget && weight.htmlBrotli > htmlBudget * nearBudget)
    nearly.push(
      `${weight.file}: HTML ${kb(weight.htmlBrotli)} KB of ${htmlKb} KB; largest parts: ${largestParts(weight.file)}`,
    );
  if (heldToHtmlBudget && weight.firstScreenBrotli > firstScreenBudget)
    failures.push(
      `${weight.file}: first screen ${kb(weight.firstScreenBrotli)} KB brotli > 14 KB (head, CSS, navbar and first block)`,
    );
  if (weight.jsBrotli > jsBudget)
    failures.push(
      `${weight.file}: JS ${kb(weight.jsBrotli)} KB brotli > 20 KB (${weight.scripts.join(', ')})`,
    );
}
if (nearly.length > 0) console.log(`\nNear the HTML budget:\n${nearly.join('\n')}`);
if (failures.length > 0) {
  console.error(`\nByte budgets exceeded:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(
  `\n${weights.length} pages within budget: first screen ≤ 14 KB, HTML ≤ ${htmlKb} KB, JS before interaction ≤ 20 KB (brotli).`,
);
