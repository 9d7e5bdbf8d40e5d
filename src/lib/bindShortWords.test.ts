import { describe, expect, it } from 'vitest';
import { bindShortWords } from './bindShortWords';

const nbsp = '\u00A0';

describe('bindShortWords', () => {
  it('ties a one-letter word to the next word', () => {
    expect(bindShortWords('Desarrollo de software a medida en Chile')).toBe(
      `Desarrollo de software a${nbsp}medida en Chile`,
    );
    expect(bindShortWords('Y ahora qué')).toBe(`Y${nbsp}ahora qué`);
  });

  it('ties each of two one-letter words in a row', () => {
    expect(bindShortWords('ir a y volver')).toBe(`ir a${nbsp}y${nbsp}volver`);
  });

  it('leaves longer words, a letter inside a word and a final letter alone', () => {
    for (const text of ['Diseño de apps', 'Plan B', 'iOS y', 'casa azul'])
      expect(bindShortWords(text)).toBe(text);
  });
});
