import { describe, expect, it } from 'vitest';
import { renderHtml, visibleText } from '../../../tests/unit/renderBlock';
import { excerpt, SentRecap } from './SentRecap';

const fields = {
  nombre: 'Ana Pérez',
  correo: 'ana@empresa.cl',
  telefono: '+56 9 1234 5678',
  empresa: '',
  comentario: '',
};

describe('SentRecap', () => {
  it('cuts a long comment at a word, and a comment with no space at the limit', () => {
    expect(excerpt('corto')).toBe('corto');
    const words = 'palabra '.repeat(30).trim();
    expect(excerpt(words)).toBe(`${words.slice(0, words.lastIndexOf(' ', 140))}…`);
    expect(excerpt('x'.repeat(300))).toBe(`${'x'.repeat(140)}…`);
  });

  it('lists only what was given, and the quote when one went', () => {
    const text = visibleText(renderHtml(<SentRecap fields={fields} />));
    expect(text).toBe('Nombre Ana Pérez Teléfono +56 9 1234 5678');
    const quote = {
      title: 'Tu estimación',
      total: '12.4M CLP',
      line: 'Media · iOS',
      summary: 'Quiero cotizar',
      note: 'Va con tu mensaje.',
      editLabel: 'Cambiar',
      removeLabel: 'Quitar',
      editHref: '/costo',
      submitLabel: 'Solicitar cotización',
    };
    expect(visibleText(renderHtml(<SentRecap fields={fields} quote={quote} />))).toContain(
      'Estimación 12.4M CLP · Media · iOS',
    );
  });
});
