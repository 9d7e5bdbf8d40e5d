import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FigureText } from './FigureText';

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', '#x27': "'" };
// Emotion's server rendering puts the rule in a <style> before the span: not part of the text.
const html = (text: string) =>
  renderToStaticMarkup(<FigureText text={text} />).replace(/<style[^>]*>.*?<\/style>/gs, '');
/** What a reader gets: the markup without its tags, entities decoded. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|amp|quot|#x27);/g, (_, name: string) => entities[name] ?? '');

describe('FigureText', () => {
  it('sets a leading < or > apart, so it can take a face that draws a math sign', () => {
    expect(html('< 2 s')).toMatch(/^<span data-math-sign="" class="[^"]+">&lt;<\/span> 2 s$/);
    expect(html('> 40%')).toMatch(/^<span data-math-sign="" class="[^"]+">&gt;<\/span> 40%$/);
  });

  it('leaves figures without a leading sign as plain text', () => {
    for (const text of ['-38%', '20K', '2 < 3', '']) expect(html(text)).not.toContain('<span');
  });

  it('keeps the text exactly as written, for screen readers, search and copy', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(textOf(html(text))).toBe(text);
      }),
    );
  });
});
