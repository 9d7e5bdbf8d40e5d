// 'Agenda un deep dive' outside the home page: no other page has the case studies block today,
// so this is where the navigate-to-/contacto branch is checked (the e2e spec covers the home).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAllAttr } from '../../ui/renderWholePage';
import { deepDiveDelayMs, goToContactForm } from './deepDive';

interface FakeForm {
  scrollIntoView: ReturnType<typeof vi.fn>;
  querySelector: ReturnType<typeof vi.fn>;
}

function fakePage(
  pathname: string,
  withForm: boolean,
  reducedMotion = false,
  openDialog: EventTarget | null = null,
) {
  const input = { focus: vi.fn() };
  const rootAttributes = new Set<string>();
  const form: FakeForm = {
    // Where the scroll lands depends on every section having its real height by then.
    scrollIntoView: vi.fn(() => expect(rootAttributes.has(renderAllAttr)).toBe(true)),
    querySelector: vi.fn(() => input),
  };
  const assign = vi.fn();
  vi.stubGlobal('document', {
    documentElement: { setAttribute: (name: string) => rootAttributes.add(name) },
    getElementById: (id: string) => (withForm && id === 'contact-form' ? form : null),
    querySelector: (selector: string) => (selector === 'dialog[open]' ? openDialog : null),
  });
  vi.stubGlobal('window', {
    location: { pathname, assign },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    matchMedia: (query: string) => ({
      matches: query.includes('no-preference') ? !reducedMotion : reducedMotion,
    }),
  });
  return { form, input, assign };
}

describe("'Agenda un deep dive'", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 250 ms on the home page, then scrolls smoothly to the form and focuses it', () => {
    expect(deepDiveDelayMs).toBe(250);
    const { form, input, assign } = fakePage('/', true);
    goToContactForm();
    vi.advanceTimersByTime(249);
    expect(form.scrollIntoView).not.toHaveBeenCalled();
    expect(input.focus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(form.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(input.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it('waits for a dialog still closing, since the page behind it cannot take focus', () => {
    const dialog = new EventTarget();
    const page = fakePage('/', true, false, dialog);
    goToContactForm();
    vi.advanceTimersByTime(deepDiveDelayMs + 100);
    expect(page.form.scrollIntoView).not.toHaveBeenCalled();
    expect(page.input.focus).not.toHaveBeenCalled();
    vi.stubGlobal('document', { ...document, querySelector: () => null });
    dialog.dispatchEvent(new Event('close'));
    expect(page.form.scrollIntoView).toHaveBeenCalledOnce();
    expect(page.input.focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('jumps without animation when the visitor asks for reduced motion', () => {
    const { form } = fakePage('/', true, true);
    goToContactForm();
    vi.advanceTimersByTime(deepDiveDelayMs);
    expect(form.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it.each(['/software-factory', '/servicios', '/casos-exito/c3d'])(
    'navigates to /contacto from %s',
    (path) => {
      const { form, assign } = fakePage(path, false);
      goToContactForm();
      expect(assign).toHaveBeenCalledWith('/contacto');
      vi.runAllTimers();
      expect(form.scrollIntoView).not.toHaveBeenCalled();
    },
  );

  it('navigates to /contacto from another page even if that page has a form with the same id', () => {
    const { form, assign } = fakePage('/contacto', true);
    goToContactForm();
    expect(assign).toHaveBeenCalledWith('/contacto');
    vi.runAllTimers();
    expect(form.scrollIntoView).not.toHaveBeenCalled();
  });

  it('navigates to /contacto from the home page if its form is missing', () => {
    const { assign } = fakePage('/', false);
    goToContactForm();
    expect(assign).toHaveBeenCalledWith('/contacto');
  });
});
