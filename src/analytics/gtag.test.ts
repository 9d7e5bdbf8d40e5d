import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportConversion, trackFormSubmit } from './gtag';

const globals = globalThis as { gtag?: unknown; gtag_report_conversion?: unknown };

afterEach(() => {
  delete globals.gtag;
  delete globals.gtag_report_conversion;
  vi.useRealTimers();
});

describe('analytics hooks', () => {
  it('does nothing, and never throws, when no analytics function exists', async () => {
    await expect(trackFormSubmit('contact')).resolves.toBeUndefined();
    expect(() => reportConversion()).not.toThrow();
  });

  it("sends 'form_submit' with a 2000 ms timeout and resolves when gtag calls back", async () => {
    const calls: unknown[][] = [];
    globals.gtag = (...args: unknown[]) => {
      calls.push(args);
      (args[2] as { event_callback: () => void }).event_callback();
    };
    await trackFormSubmit('contact');
    expect(calls[0]?.slice(0, 2)).toEqual(['event', 'form_submit']);
    expect(calls[0]?.[2]).toMatchObject({ form_name: 'contact', event_timeout: 2000 });
  });

  it('gives up after 2000 ms when gtag never calls back', async () => {
    vi.useFakeTimers();
    globals.gtag = () => undefined;
    let done = false;
    void trackFormSubmit('newsletter').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('swallows errors from the analytics and conversion functions', async () => {
    globals.gtag = () => {
      throw new Error('blocked by an extension');
    };
    globals.gtag_report_conversion = () => {
      throw new Error('ads blocked');
    };
    await expect(trackFormSubmit('contact')).resolves.toBeUndefined();
    expect(() => reportConversion()).not.toThrow();
  });

  it('calls the conversion function when it exists', () => {
    const conversion = vi.fn();
    globals.gtag_report_conversion = conversion;
    reportConversion();
    expect(conversion).toHaveBeenCalledOnce();
  });
});
