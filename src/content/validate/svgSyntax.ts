// An SVG that is not well-formed XML shows as a broken image, and the build cannot draw it as
// WebP (scripts/lib/rasterize.ts). Marketers edit these files, so the validator reads each SVG the
// content names and, when one is broken, says where in it, in Spanish, at the field that uses it.
// saxes is a strict XML parser (the one jsdom uses) that reports line and column.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { projectRoot } from '../load';
import type { ImageReference } from './images';
import type { CrossIssue } from './problem';

interface SvgSyntaxError {
  line: number;
  column: number;
  /** What is wrong, in Spanish, as the end of a sentence. */
  what: string;
}

// saxes's messages (English), as a marketer would read them.
const explanations: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^unclosed tag: (.+)$/, (m) => `la etiqueta <${m[1]}> se abre y no se cierra`],
  [
    /^unmatched closing tag: (.+?)\.?$/,
    (m) => `la etiqueta de cierre </${m[1]}> no corresponde a la última que se abrió`,
  ],
  [/^unexpected close tag/, () => 'una etiqueta de cierre no corresponde a la última que se abrió'],
  [/^undefined entity/, () => 'usa una entidad que XML no conoce (como &nbsp;)'],
  [/^unquoted attribute value/, () => 'un atributo tiene su valor sin comillas'],
  [/^duplicate attribute: (.+?)\.?$/, (m) => `el atributo "${m[1]}" está dos veces en la etiqueta`],
  [/only one root/, () => 'hay contenido después de cerrar la etiqueta <svg>'],
  [/must contain a root element/, () => 'el archivo está vacío o no tiene una etiqueta <svg>'],
  [/^text data outside of root node/, () => 'hay texto fuera de la etiqueta <svg>'],
  [/disallowed character in tag name/, () => 'hay un "<" que no abre una etiqueta (escribe &lt;)'],
];

function explain(english: string): string {
  for (const [pattern, say] of explanations) {
    const match = english.match(pattern);
    if (match) return say(match);
  }
  return `el XML no es válido (${english})`;
}

/** The first well-formedness error of an SVG document, or undefined when it has none. */
export function svgSyntaxError(text: string): SvgSyntaxError | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let first: SvgSyntaxError | undefined;
  const fail = (line: number, column: number, what: string) => {
    first ??= { line, column, what };
  };
  parser.on('error', (error) => {
    const [, line = '1', column = '1', english = error.message] =
      error.message.match(/^(\d+):(\d+): (.*)$/s) ?? [];
    fail(Number(line), Math.max(1, Number(column)), explain(english));
  });
  let sawRoot = false;
  parser.on('opentag', (tag) => {
    if (sawRoot) return;
    sawRoot = true;
    if (tag.local !== 'svg') {
      fail(parser.line, Math.max(1, parser.column), `empieza con <${tag.name}> y no con <svg>`);
    }
  });
  parser.write(text).close();
  return first;
}

/** Broken SVGs named by the content, each reported once, at the first field that names it. */
export function brokenSvgs(
  references: readonly ImageReference[],
  publicDir = join(projectRoot, 'public'),
): CrossIssue[] {
  const seen = new Set<string>();
  return references.flatMap(({ file, pointer, src }) => {
    if (!src.endsWith('.svg') || src.includes('..') || seen.has(src)) return [];
    seen.add(src);
    let text: string;
    try {
      text = readFileSync(join(publicDir, src), 'utf8');
    } catch {
      return []; // A missing file is images.ts's to report, with the nearest one.
    }
    const error = svgSyntaxError(text);
    if (!error) return [];
    return [
      {
        file,
        pointer,
        message: `El SVG public${src} tiene un error en la línea ${error.line}, columna ${error.column}: ${error.what}.`,
        hint: `Corrige public${src} en esa línea, o expórtalo de nuevo desde el programa de diseño. Mientras tanto la imagen se ve rota y el sitio no se puede construir.`,
      },
    ];
  });
}
