import { afterEach, describe, expect, it, vi } from 'vitest';
import { submissionIds, timeOnForm } from './submission';

afterEach(() => vi.restoreAllMocks());

describe('submissionIds', () => {
  it('reuses the id while the text is the same, and makes a new one once it changes', () => {
    const ids = submissionIds();
    const first = ids.idFor({ nombre: 'Ana', comentario: 'Hola' });
    expect(ids.idFor({ nombre: 'Ana', comentario: 'Hola' })).toBe(first);
    const edited = ids.idFor({ nombre: 'Ana', comentario: 'Hola, corrijo el teléfono' });
    expect(edited).not.toBe(first);
    expect(edited).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('starts a new submission after a delivered one, even with the same text', () => {
    const ids = submissionIds();
    const first = ids.idFor({ correo: 'a@b.cl' });
    ids.forget();
    expect(ids.idFor({ correo: 'a@b.cl' })).not.toBe(first);
  });
});

describe('timeOnForm', () => {
  it('counts from the page opening, or from an earlier first keystroke of a restored draft', () => {
    vi.spyOn(performance, 'now').mockReturnValue(800);
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    expect(timeOnForm()).toBe(800);
    expect(timeOnForm(1_000_000 - 60_000)).toBe(60_000);
    expect(timeOnForm(1_000_000 - 100)).toBe(800);
  });
});
