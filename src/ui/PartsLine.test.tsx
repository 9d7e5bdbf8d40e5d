import { describe, expect, it } from 'vitest';
import { renderHtml, visibleText } from '../../tests/unit/renderBlock';
import { PartsLine, dotParts } from './PartsLine';

describe('PartsLine', () => {
  it('reads as the parts joined by a dot, the dot hidden from screen readers', () => {
    const html = renderHtml(<PartsLine parts={['C3D Industrial', 'Manufactura industrial']} />);
    expect(visibleText(html)).toBe('C3D Industrial · Manufactura industrial');
    expect(html).toMatch(/<span aria-hidden="true"> · <\/span>/);
    expect(html.match(/aria-hidden/g)).toHaveLength(1);
  });
});

describe('dotParts', () => {
  it('splits a text where a marketer joined its parts with a dot', () => {
    expect(dotParts('Sin compromiso · Respuesta en 24 horas')).toEqual([
      'Sin compromiso',
      'Respuesta en 24 horas',
    ]);
    expect(dotParts('Sin compromiso')).toEqual(['Sin compromiso']);
  });
});
