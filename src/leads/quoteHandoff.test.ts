import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withMemoryStorage } from '../../tests/unit/memoryStorage';
import { clearQuoteHandoff, readQuoteHandoff, saveQuoteHandoff } from './quoteHandoff';
import { attachmentKey, contactDraftKey } from './storageKeys';

const prefix = 'prueba';
const storageKey = attachmentKey(contactDraftKey(prefix));
const handoff = {
  title: 'Tu estimación',
  total: '16.7M CLP',
  line: 'Compleja · iOS · 8-12 meses',
  summary: 'Quiero cotizar una app con esta configuración:\n- Complejidad: Compleja',
  note: 'Va con tu mensaje.',
  editLabel: 'Cambiar',
  removeLabel: 'Quitar',
  editHref: '/costo-desarrollo-apps-chile#calculadora',
  submitLabel: 'Solicitar cotización',
};

withMemoryStorage();

describe('quote hand-off', () => {
  it('gives back what the calculator saved, until it is cleared', () => {
    saveQuoteHandoff(prefix, handoff);
    expect(readQuoteHandoff(prefix)).toEqual(handoff);
    clearQuoteHandoff(prefix);
    expect(readQuoteHandoff(prefix)).toBeUndefined();
  });

  it('never links back off the site', () => {
    for (const editHref of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)']) {
      localStorage.setItem(storageKey, JSON.stringify({ ...handoff, editHref }));
      expect(readQuoteHandoff(prefix)).toBeUndefined();
    }
  });

  it("reads a service page's topic back, whose responder's portrait is this site's", () => {
    const topic = {
      kind: 'topic' as const,
      title: 'Servicio',
      total: 'Desarrollo de aplicaciones móviles',
      summary: 'Servicio de interés: Desarrollo de aplicaciones móviles',
      note: 'Lee tu mensaje y te responde Tomás Herrera.',
      editLabel: 'Ver el servicio',
      removeLabel: 'Quitar',
      editHref: '/servicios/desarrollo-aplicaciones-moviles',
      responder: {
        name: 'Tomás Herrera',
        role: 'Líder',
        image: '/team/tomas.svg',
        text: 'Lidera.',
      },
    };
    localStorage.setItem(storageKey, JSON.stringify(topic));
    expect(readQuoteHandoff(prefix)).toEqual(topic);
    for (const image of ['https://evil.example/x.svg', '//evil.example/x.svg', 'javascript:1']) {
      localStorage.setItem(
        storageKey,
        JSON.stringify({ ...topic, responder: { ...topic.responder, image } }),
      );
      expect(readQuoteHandoff(prefix)).toBeUndefined();
    }
  });

  it('survives whatever the storage holds, and returns a hand-off only when it is whole', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.constant(JSON.stringify({ ...handoff, line: 7 })),
          fc.constant(JSON.stringify({ ...handoff, summary: 'x'.repeat(5000) })),
        ),
        (stored) => {
          localStorage.setItem(storageKey, stored);
          const read = readQuoteHandoff(prefix);
          if (read) expect(read.editHref.startsWith('/')).toBe(true);
        },
      ),
    );
  });

  it('without storage (disabled, full) reads nothing and throws nothing', () => {
    Reflect.deleteProperty(globalThis, 'localStorage');
    expect(() => saveQuoteHandoff(prefix, handoff)).not.toThrow();
    expect(readQuoteHandoff(prefix)).toBeUndefined();
    expect(() => clearQuoteHandoff(prefix)).not.toThrow();
  });
});
