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
  it('draws a leading < or > as a sign of its own, keeping the character for readers', () => {
    for (const [text, sign, rest] of [
      ['< 2 s', '&lt;', ' 2 s'],
      ['> 40%', '&gt;', ' 40%'],
    ] as const) {
      const markup = html(text);
      expect(markup).toMatch(
        new RegExp(`^<span class="[^"]+">${sign}</span><svg [^>]*aria-hidden="true"`),
      );
      expect(markup.endsWith(`</svg>${rest}`)).toBe(true);
    }
  });

  it('sets a leading hyphen before a number as the minus sign, and leaves the rest as text', () => {
    expect(html('-38%')).toBe('−38%');
    for (const text of ['20K', '2 < 3', '', '- 3', 'a-1']) {
      expect(html(text)).not.toMatch(/<svg|<span/);
      expect(textOf(html(text))).toBe(text);
    }
  });

  it('keeps the text as written, but for the minus sign, for screen readers, search and copy', () => {
    fc.assert(
      // Only hyphens may change, into minus signs (a negative number's, wherever it stands:
      // keepRanges.withTrueMinus); every other character is kept.
      fc.property(fc.string(), (text) => {
        const shown = textOf(html(text));
        expect(shown.replace(/\u2212/g, '-')).toBe(text.replace(/\u2212/g, '-'));
        expect(shown.startsWith('-') && /^-\d/.test(text)).toBe(false);
      }),
    );
  });
});
