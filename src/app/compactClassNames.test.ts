import { describe, expect, it } from 'vitest';
import { compactClassNames } from './compactClassNames';

const styles = [
  '<style data-emotion="a-global 4v3ko8">body{margin:0}</style>',
  '<style data-emotion="a 1p6p9ug zffvpx 450hso">',
  '.a-1p6p9ug{color:red}.a-1p6p9ug p{margin:0}',
  '.a-zffvpx{color:blue}',
  '@media (max-width: 768px){.a-450hso,.a-zffvpx:hover{gap:0}}',
  '</style>',
].join('');
const island = '<div class="a-zffvpx"><a class="a-450hso" href="#">Enviar</a></div>';
const body = [
  '<section class="a-1p6p9ug"><p>Desarrollo a-medida</p>',
  '<a class="a-450hso visually-hidden" href="/blog/desarrollo-a-medida">Leer</a></section>',
  `<div data-island="contactForm">${island}</div>`,
].join('');

describe('compactClassNames', () => {
  const compact = compactClassNames(body, styles, [island]);

  it('gives a class only static markup uses a short name, in the markup and in its rules', () => {
    expect(compact.body).toContain('<section class="a0">');
    expect(compact.styles).toContain('.a0{color:red}.a0 p{margin:0}');
    expect(compact.styles).not.toContain('1p6p9ug');
  });

  it('keeps the hash of every class an island renders, wherever else it is used', () => {
    expect(compact.body).toContain('<a class="a-450hso visually-hidden"');
    expect(compact.body).toContain(island);
    expect(compact.styles).toContain('.a-450hso,.a-zffvpx:hover{gap:0}');
    // The client's cache is told of the island's classes only: it inserts no rule twice.
    expect(compact.styles).toContain('<style data-emotion="a zffvpx 450hso">');
  });

  it('leaves text and addresses that look like class names alone', () => {
    expect(compact.body).toContain('Desarrollo a-medida');
    expect(compact.body).toContain('href="/blog/desarrollo-a-medida"');
  });

  it('keeps global rules and drops their hashed name, which no client cache reads', () => {
    expect(compact.styles).toContain('<style>body{margin:0}</style>');
    expect(compact.styles).not.toContain('4v3ko8');
  });
});
