// Optional hooks (SPEC §7): a global analytics function and a global conversion-report
// function may exist on the page. Both are optional and their errors are swallowed.

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;
interface AnalyticsWindow {
  gtag?: Gtag;
  gtag_report_conversion?: () => unknown;
}

const globals = () => globalThis as unknown as AnalyticsWindow;
export const analyticsTimeoutMs = 2000;

/** 'form_submit' with the spec's 2000 ms timeout; resolves when sent or timed out. */
export function trackFormSubmit(form: string): Promise<void> {
  const { gtag } = globals();
  if (typeof gtag !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, analyticsTimeoutMs);
    try {
      gtag('event', 'form_submit', {
        form_name: form,
        event_timeout: analyticsTimeoutMs,
        event_callback: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

export function reportConversion(): void {
  try {
    globals().gtag_report_conversion?.();
  } catch {
    // Analytics must never break a lead.
  }
}
