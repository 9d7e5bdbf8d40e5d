import { describe, expect, it } from 'vitest';
import { firstScreen } from './pageWeight';

describe('firstScreen', () => {
  it('ends where the second block opens', () => {
    const head = '<html><head><style>a{}</style></head><body><header data-navbar="true"></header>';
    const hero = '<main><section id="home" data-block="hero"><h1>Hola</h1></section>';
    const rest = '<section data-block="faq" data-tone="theme"><p>Más</p></section></main>';
    expect(firstScreen(`${head}${hero}${rest}`)).toBe(`${head}${hero}`);
  });

  it('is the whole page when it has one block', () => {
    const page = '<main><article data-block="serviceDetail"><h1>Apps</h1></article></main>';
    expect(firstScreen(page)).toBe(page);
  });
});
