// Fuzzing the validator: 1,000 mutations of a valid page (wrong types, missing fields, unknown
// block types, extra properties, broken JSON), with a fixed seed. The validator never crashes;
// every rejected page gets problems with file, field and an in-file line:column; an unchanged
// page passes.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/content/validate';
import { validSources } from '../unit/fixtureConfig';
import { fixtureSiteDir } from '../unit/fixtureSite';

const file = 'site-config/pages/fuzz.json';
const base = JSON.parse(
  readFileSync(join(fixtureSiteDir, 'pages/desarrollo-software-santiago.json'), 'utf8'),
) as Record<string, unknown>;
base.path = '/fuzz';

type Json = unknown;
type Path = (string | number)[];

function paths(value: Json, path: Path = []): Path[] {
  const here = path.length > 0 ? [path] : [];
  if (Array.isArray(value))
    return [...here, ...value.flatMap((item, index) => paths(item, [...path, index]))];
  if (value && typeof value === 'object')
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, item]) => paths(item, [...path, key])),
    ];
  return here;
}

function edit(
  value: Json,
  path: Path,
  change: (parent: Record<string | number, Json>, key: string | number) => void,
): Json {
  const copy = structuredClone(value) as Record<string | number, Json>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  change(parent, path.at(-1) as string | number);
  return copy;
}

const allPaths = paths(base);
const wrongValues = [42, -1, 3.5, true, null, 'texto', '', [], {}, ['a'], { a: 1 }];

type Mutation = { kind: string; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant({ kind: 'unchanged', text: JSON.stringify(base, null, 2) }),
  fc.tuple(fc.constantFrom(...allPaths), fc.constantFrom(...wrongValues)).map(([path, value]) => ({
    kind: 'wrong type',
    text: JSON.stringify(
      edit(base, path, (parent, key) => (parent[key] = value)),
      null,
      2,
    ),
  })),
  fc.constantFrom(...allPaths).map((path) => ({
    kind: 'missing field',
    text: JSON.stringify(
      edit(base, path, (parent, key) => {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
      }),
      null,
      2,
    ),
  })),
  fc
    .tuple(fc.constantFrom(...allPaths), fc.string({ minLength: 1, maxLength: 12 }))
    .map(([path, name]) => ({
      kind: 'extra property',
      text: JSON.stringify(
        edit(base, path, (parent, key) => {
          const target = parent[key];
          if (target && typeof target === 'object' && !Array.isArray(target))
            (target as Record<string, Json>)[`x${name}`] = 1;
          else parent[key] = { [`x${name}`]: 1 };
        }),
        null,
        2,
      ),
    })),
  fc
    .tuple(fc.nat({ max: 10 }), fc.string({ minLength: 1, maxLength: 10 }))
    .map(([index, type]) => ({
      kind: 'unknown block type',
      text: JSON.stringify(
        edit(
          base,
          ['sections', index % (base.sections as Json[]).length, 'type'],
          (parent, key) => {
            parent[key] = `z${type}`;
          },
        ),
        null,
        2,
      ),
    })),
  fc.tuple(fc.nat(), fc.constantFrom('', ',', '}', '"', '[', ':')).map(([position, insert]) => {
    const text = JSON.stringify(base, null, 2);
    const at = position % text.length;
    return { kind: 'broken JSON', text: `${text.slice(0, at)}${insert}${text.slice(at + 1)}` };
  }),
);

describe('the validator under fuzzing', () => {
  it('rejects every broken page precisely and never crashes (1,000 mutations)', () => {
    let rejected = 0;
    fc.assert(
      fc.property(mutation, ({ kind, text }) => {
        const sources = validSources();
        sources.pages.push({ file, text });
        const { problems, config } = validateConfig(sources);
        const errors = problems.filter((problem) => problem.severity === 'error');
        if (kind === 'unchanged') expect(errors).toEqual([]);
        if (config) return;
        rejected += 1;
        expect(errors.length).toBeGreaterThan(0);
        const lines = text.split('\n').length;
        for (const error of errors) {
          expect(error.file).toBe(file);
          expect(error.path.length).toBeGreaterThan(0);
          expect(error.message.length).toBeGreaterThan(0);
          expect(error.hint.length).toBeGreaterThan(0);
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.line).toBeLessThanOrEqual(lines);
          expect(error.column).toBeGreaterThanOrEqual(1);
        }
      }),
      { seed: 20261122, numRuns: 1000 },
    );
    expect(rejected).toBeGreaterThan(500);
  });
});
