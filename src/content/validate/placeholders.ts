// Example contact data and scaffold texts that must not ship unnoticed: e-mails at domains
// reserved for examples, filler phones (the spec's default "+56 2 2000 0000" among them), the
// example RUT or one with a wrong check digit, and the texts `npm run nueva:pagina` leaves to
// replace. Warnings, so a draft still builds; the build lists them again under "Antes de
// publicar". Coordinates 0, 0 are coordinates.ts's.
import type { CrossIssue } from './problem';
import {
  exampleEmails,
  exampleOrWrongRut,
  fillerPhones,
  scaffoldTexts,
  type Finding,
} from './placeholderRules';
import type { Located } from './positions';

export interface ScannedFile {
  file: string;
  /** The file as written, to place a value found inside a longer text. */
  text: string;
  located: Located & { body?: string; bodyLine?: number };
}

const phoneKeys = new Set(['phone', 'telephone', 'telefono', 'teléfono']);

/** Every string in a document, with its JSON pointer and the key it sits under. */
function* strings(value: unknown, pointer = '', key = ''): Generator<[string, string, string]> {
  if (typeof value === 'string') yield [pointer, key, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* strings(item, `${pointer}/${index}`, key);
  else if (value && typeof value === 'object')
    for (const [name, item] of Object.entries(value))
      yield* strings(item, `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, name);
}

function findingsIn(key: string, value: string): Finding[] {
  return [
    ...scaffoldTexts(value),
    ...exampleEmails(value),
    ...fillerPhones(value, phoneKeys.has(key.toLowerCase())),
    ...(key === 'rut' ? exampleOrWrongRut(value) : []),
  ];
}

function offsetOf(text: string, { line, column }: { line: number; column: number }): number {
  const before = text.split('\n').slice(0, line - 1);
  return before.reduce((sum, current) => sum + current.length + 1, 0) + column - 1;
}

function positionOf(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * A whole value is reported where the value starts, like every other problem; a value found
 * inside a longer text (an e-mail in a paragraph) where it is written, so the caret lands on it.
 */
function placeOf(source: ScannedFile, pointer: string, value: string, finding: Finding) {
  const start = source.located.locate(pointer);
  if (finding.value === value) return start;
  const from = offsetOf(source.text, start);
  // The same e-mail twice in one text: find its n-th occurrence in the written text.
  let found = from - 1;
  for (let seen = value.slice(0, finding.index).split(finding.value).length; seen > 0; seen -= 1)
    found = source.text.indexOf(finding.value, found + 1);
  // Only within the value's own extent (escapes make the written text a little longer).
  const within = found >= from && found - from <= JSON.stringify(value).length * 2;
  return within ? positionOf(source.text, found) : start;
}

function inBody(source: ScannedFile): CrossIssue[] {
  const { body, bodyLine = 1 } = source.located;
  if (!body) return [];
  return body.split('\n').flatMap((line, index) =>
    [...exampleEmails(line), ...fillerPhones(line, false)].map((finding) => ({
      file: source.file,
      pointer: '',
      at: { line: bodyLine + index, column: finding.index + 1 },
      message: finding.message,
      hint: finding.hint,
      replace: finding.replace,
    })),
  );
}

export function placeholders(files: readonly ScannedFile[]): CrossIssue[] {
  return files.flatMap((source) => [
    ...[...strings(source.located.data)].flatMap(([pointer, key, value]) =>
      findingsIn(key, value).map((finding) => ({
        file: source.file,
        pointer,
        at: placeOf(source, pointer, value, finding),
        message: finding.message,
        hint: finding.hint,
        replace: finding.replace,
      })),
    ),
    ...inBody(source),
  ]);
}
