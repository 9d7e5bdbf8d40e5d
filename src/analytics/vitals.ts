// Real-user performance reporting (SPEC §7): web-vitals metrics, average load time per resource
// type and long tasks, each sent as an event through the optional global analytics function.
// Loaded by the loader only when that function exists; failures are only logged.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

/** The event for one metric: CLS is scaled by 1000 so the rounded value keeps its meaning. The
 * rating is web-vitals' own, whose thresholds are the spec's (vitals.test.ts checks them). */
export function vitalEvent(metric: Pick<Metric, 'name' | 'value' | 'delta' | 'id' | 'rating'>) {
  return {
    event_category: 'Web Vitals',
    event_label: metric.id,
    value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    non_interaction: true,
  };
}

/** Average duration of the page's resources, by file extension ('js', 'svg', 'json'...). */
export function averageLoadByType(entries: readonly { name: string; duration: number }[]) {
  const totals = new Map<string, { sum: number; count: number }>();
  for (const entry of entries) {
    const type = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(new URL(entry.name, 'http://x').pathname)?.[1];
    const key = type?.toLowerCase() ?? 'other';
    const total = totals.get(key) ?? { sum: 0, count: 0 };
    totals.set(key, { sum: total.sum + entry.duration, count: total.count + 1 });
  }
  return [...totals].map(([type, { sum, count }]) => ({ type, average: Math.round(sum / count) }));
}

export function startVitals(gtag: Gtag): void {
  try {
    const send = (metric: Metric) => gtag('event', metric.name, vitalEvent(metric));
    onLCP(send);
    onINP(send);
    onCLS(send);
    onFCP(send);
    onTTFB(send);
    const reportResources = () => {
      const entries = performance.getEntriesByType('resource');
      for (const { type, average } of averageLoadByType(entries))
        gtag('event', 'resource_load_time', {
          event_category: 'Resource Loading',
          event_label: type,
          value: average,
          non_interaction: true,
        });
    };
    if (document.readyState === 'complete') reportResources();
    else window.addEventListener('load', reportResources, { once: true });
  } catch (error) {
    console.log('Performance monitoring could not start', error);
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
    console.warn('Long-task observation is not supported in this browser');
    return;
  }
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      gtag('event', 'long_task', {
        event_category: 'JavaScript Performance',
        value: Math.round(task.duration),
        non_interaction: true,
      });
  }).observe({ type: 'longtask', buffered: true });
}
