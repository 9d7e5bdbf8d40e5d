import { describe, expect, it } from 'vitest';
import { parseMarkdownEntry } from './frontMatter';
import { JsonSyntaxError } from './positions';

const text = ['---', 'title: "Hola"', 'tags:', '  - uno', '  - dos', '---', '', '## Cuerpo'].join(
  '\n',
);

describe('Markdown entries', () => {
  it('separates front matter and body', () => {
    const entry = parseMarkdownEntry(text);
    expect(entry.data).toEqual({ title: 'Hola', tags: ['uno', 'dos'] });
    expect(entry.body.trim()).toBe('## Cuerpo');
  });

  it('locates a front-matter field by pointer, counting the opening fence', () => {
    const entry = parseMarkdownEntry(text);
    expect(entry.locate('/title')).toEqual({ line: 2, column: 8 });
    expect(entry.locate('/tags/1')).toEqual({ line: 5, column: 5 });
    expect(entry.locate('/title', 'key')).toEqual({ line: 2, column: 1 });
  });

  it('reports a file without front matter', () => {
    expect(() => parseMarkdownEntry('# Solo texto')).toThrow(JsonSyntaxError);
  });

  it('reports broken YAML with its line', () => {
    try {
      parseMarkdownEntry(['---', 'title: "Hola', 'date: x', '---', ''].join('\n'));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(JsonSyntaxError);
      expect((error as JsonSyntaxError).line).toBeGreaterThanOrEqual(2);
    }
  });
});
