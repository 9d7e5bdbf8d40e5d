import { describe, expect, it } from 'vitest';
import { renderHtml, visibleText } from '../../tests/unit/renderBlock';
import { PartsLine, dotParts } from './PartsLine';

describe('PartsLine', () => {
  const parts = ['C3D Industrial', 'Manufactura industrial'];

  it('reads as the parts joined by a dot, the dot hidden from screen readers, in either layout', () => {
    for (const layout of ['flow', 'stack'] as const) {
      const html = renderHtml(<PartsLine parts={parts} layout={layout} />);
      expect(visibleText(html)).toBe('C3D Industrial · Manufactura industrial');
      expect(html.match(/<span aria-hidden="true"> · <\/span>/g)).toHaveLength(1);
    }
  });

  it('flows with each dot inside the part it opens, so a wrapped part takes its dot along', () => {
    const html = renderHtml(<PartsLine parts={parts} />);
    expect(html).toContain(
      '<span><span aria-hidden="true"> · </span>Manufactura industrial</span>',
    );
  });

  it('stacks with the dot between the parts, where a phone hides it', () => {
    const html = renderHtml(<PartsLine parts={parts} layout="stack" />);
    expect(html).toContain(
      '<span aria-hidden="true"> · </span><span>Manufactura industrial</span>',
    );
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
