// Property test: whatever text a marketer (or an attacker with access to the content) writes into
// a block or an article, the rendered HTML holds no script, no event handler and no javascript:
// URL. Text fields of every block example are replaced by hostile strings; links keep their
// validated values (the schema's link format already refuses javascript:).
import fc from 'fast-check';
import { parse } from 'node-html-parser';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { blockProps, entryOf } from '../../src/blocks/registry';
import { buildCatalogue } from '../../src/content/catalogue';
import { linkFieldNames } from '../../src/content/validate/linkFields';
import type { Section } from '../../src/content/types.generated';
import { Markdown } from '../../src/ui/Markdown';
import { fixtureEnv, renderHtml } from '../unit/renderBlock';

const hostile = fc.oneof(
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'><svg onload=alert(1)>",
    'javascript:alert(1)',
    '</script><script>alert(1)</script>',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '{"__proto__": {"x": 1}}',
  ),
  fc.string({ maxLength: 40 }).map((text) => `${text}<script>${text}</script>`),
);

// Keys whose values are identifiers, enums, paths or links rather than text.
const notText = new Set([
  'type',
  'id',
  'background',
  'spacing',
  'variant',
  'icon',
  'layout',
  'color',
  'mode',
  'tone',
  'hover',
  'src',
  'screenshot',
  'logo',
  'image',
  'size',
  'defaultComplexity',
  'defaultPlatform',
  'art',
]);

// Links are validated by the schema's link format, which refuses javascript: (privacyHref…);
// image paths (imageUrl, logoSrc…) are not text either.
const isLinkKey = (key: string) => linkFieldNames().has(key) || /(Url|Src)$/.test(key);

function textPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      notText.has(key) || isLinkKey(key) ? [] : textPaths(item, [...path, key]),
    );
  return [];
}

function withText(value: unknown, paths: (string | number)[][], texts: string[]): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  paths.forEach((path, index) => {
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path.at(-1) as string | number] = texts[index % texts.length];
  });
  return copy;
}

/** What in the parsed HTML could run script: script elements, on* attributes, javascript: URLs. */
function unsafe(html: string): string[] {
  const elements = parse(html).querySelectorAll('*');
  return elements.flatMap((element) => [
    ...(element.tagName === 'SCRIPT' && !/json/.test(element.getAttribute('type') ?? '')
      ? ['script element']
      : []),
    ...Object.entries(element.attributes).flatMap(([name, value]) => [
      ...(/^on/i.test(name) ? [`event handler ${name}`] : []),
      ...(/^(href|src|action|formaction|xlink:href)$/i.test(name) && /^\s*javascript:/i.test(value)
        ? [`javascript: URL in ${name}`]
        : []),
    ]),
  ]);
}

// Each block's first example with the schema defaults filled in, as real pages render: default
// labels are text too, and take hostile strings like any other field.
const examples = buildCatalogue().entries.map((entry) => entry.examples[0] as Section);

describe('hostile text never becomes markup', () => {
  it('the detector finds what it looks for', () => {
    expect(
      unsafe('<p><script>x</script><img src="a" onerror="x"><a href=" javascript:x">a</a></p>'),
    ).toEqual(['script element', 'event handler onerror', 'javascript: URL in href']);
    expect(unsafe('<p title="&quot;&gt;&lt;img onerror=x&gt;">texto</p>')).toEqual([]);
  });

  it.each(examples.map((example) => [example.type, example] as const))(
    'in the %s block',
    async (type, example) => {
      const Component = (await entryOf(type).load()).default;
      const paths = textPaths(example);
      fc.assert(
        fc.property(fc.array(hostile, { minLength: 1, maxLength: 6 }), (texts) => {
          const props = withText(example, paths, texts) as object;
          const section = { background: 'default', spacing: 'md', ...props } as Section;
          const html = renderHtml(createElement(Component, blockProps(section, fixtureEnv)));
          expect(unsafe(html)).toEqual([]);
        }),
        { seed: 20261122, numRuns: 25 },
      );
    },
  );

  it('in a Markdown article body', () => {
    const markdownAttack = fc.oneof(
      hostile,
      fc.constantFrom(
        '[clic](javascript:alert(1))',
        '![x](javascript:alert(1))',
        '<img src=x onerror=alert(1)>',
        '[a](JaVaScRiPt:alert(1))',
        '<div onclick="alert(1)">x</div>',
      ),
    );
    fc.assert(
      fc.property(fc.array(markdownAttack, { minLength: 1, maxLength: 8 }), (parts) => {
        const html = renderHtml(createElement(Markdown, { source: parts.join('\n\n') }));
        expect(unsafe(html)).toEqual([]);
      }),
      { seed: 20261122, numRuns: 200 },
    );
  });
});
