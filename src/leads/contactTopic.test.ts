import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withMemoryStorage } from '../../tests/unit/memoryStorage';
import { storeContactTopic, type ContactTopic } from './contactTopic';

const key = 'prueba-contact-draft-quote';
const topic: ContactTopic = {
  key,
  targets: ['/#contact-form', '/contacto'],
  handoff: { kind: 'topic', title: 'Servicio', total: 'Desarrollo de aplicaciones móviles' },
};

const items = withMemoryStorage();

describe('a service page topic on its way to the form', () => {
  it('is stored where the form reads its hand-off, over an older topic', () => {
    items.set(key, JSON.stringify({ ...topic.handoff, total: 'Automatización de procesos' }));
    storeContactTopic(topic);
    expect(JSON.parse(items.get(key)!)).toEqual(topic.handoff);
  });

  it("never takes the place of the calculator's quote", () => {
    const quote = JSON.stringify({ title: 'Tu estimación', total: '17.5M CLP' });
    items.set(key, quote);
    storeContactTopic(topic);
    expect(items.get(key)).toBe(quote);
  });

  it('replaces whatever unreadable text the storage holds, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (stored) => {
          // Anything but an object with a total, which a quote is.
          fc.pre(!/^\s*\{.*"total"\s*:\s*"/s.test(stored));
          items.set(key, stored);
          storeContactTopic(topic);
          expect(items.get(key)).toBe(JSON.stringify(topic.handoff));
        },
      ),
    );
  });

  it('leaves the page working when the storage refuses to write', () => {
    globalThis.localStorage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => storeContactTopic(topic)).not.toThrow();
  });
});
