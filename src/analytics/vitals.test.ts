import { describe, expect, it } from 'vitest';
import { averageLoadByType, rate, vitalEvent } from './vitals';

describe('performance reporting', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1801, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('rates %s %d as %s with the spec thresholds', (name, value, rating) => {
    expect(rate(name, value)).toBe(rating);
  });

  it('sends the metric fields the spec lists, non-interaction, in "Web Vitals"', () => {
    expect(vitalEvent({ name: 'CLS', value: 0.0567, delta: 0.01, id: 'v5-1' })).toEqual({
      event_category: 'Web Vitals',
      event_label: 'v5-1',
      value: 57,
      metric_id: 'v5-1',
      metric_value: 0.0567,
      metric_delta: 0.01,
      metric_rating: 'good',
      non_interaction: true,
    });
    expect(vitalEvent({ name: 'LCP', value: 1234.6, delta: 1234.6, id: 'a' }).value).toBe(1235);
  });

  it('averages resource load time per file type', () => {
    expect(
      averageLoadByType([
        { name: 'https://x.cl/assets/a.js', duration: 10 },
        { name: 'https://x.cl/assets/b.js?v=2', duration: 30 },
        { name: 'https://x.cl/logos/c.svg', duration: 5 },
        { name: 'https://x.cl/api/leads', duration: 7 },
      ]),
    ).toEqual([
      { type: 'js', average: 20 },
      { type: 'svg', average: 5 },
      { type: 'other', average: 7 },
    ]);
  });
});
