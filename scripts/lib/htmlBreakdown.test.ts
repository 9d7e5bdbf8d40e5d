import { describe, expect, it } from 'vitest';
import { htmlBreakdown } from './htmlBreakdown';

const filler = (seed: number, words: number) =>
  Array.from({ length: words }, (_, i) => `w${(i * 7919 + seed) % 100003}`).join(' ');

describe('htmlBreakdown', () => {
  it('names each section by id and block and puts the heaviest part first', () => {
    const html = `<html><head><style>${filler(1, 50)}</style>
      <script type="application/ld+json">{"a":"${filler(2, 5)}"}</script></head>
      <body><main><section id="home" data-block="hero">${filler(3, 10)}</section>
      <section data-block="faq">${filler(4, 400)}</section></main></body></html>`;
    const parts = htmlBreakdown(html);
    expect(parts[0]?.name).toBe('section 2 (faq)');
    expect(parts.map((part) => part.name)).toEqual(
      expect.arrayContaining(['inline CSS', 'JSON-LD', 'island props', 'section 1 #home (hero)']),
    );
    expect(parts.find((part) => part.name === 'island props')?.brotli).toBeLessThan(5);
  });
});
