import { describe, expect, it } from 'vitest';
import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  TTFBThresholds,
} from 'web-vitals';
import { averageLoadByType, vitalEvent } from './vitals';

describe('performance reporting', () => {
  it('rates metrics with the spec thresholds (good up to the first, poor above the second)', () => {
    // The events carry web-vitals' own rating; these are the numbers it rates with.
    expect({
      LCP: LCPThresholds,
      INP: INPThresholds,
      CLS: CLSThresholds,
      FCP: FCPThresholds,
      TTFB: TTFBThresholds,
    }).toEqual({
      LCP: [2500, 4000],
      INP: [200, 500],
      CLS: [0.1, 0.25],
      FCP: [1800, 3000],
      TTFB: [800, 1800],
    });
  });

  it('sends the metric fields the spec lists, non-interaction, in "Web Vitals"', () => {
    expect(
      vitalEvent({ name: 'CLS', value: 0.0567, delta: 0.01, id: 'v5-1', rating: 'good' }),
    ).toEqual({
      event_category: 'Web Vitals',
      event_label: 'v5-1',
      value: 57,
      metric_id: 'v5-1',
      metric_value: 0.0567,
      metric_delta: 0.01,
      metric_rating: 'good',
      non_interaction: true,
    });
    expect(
      vitalEvent({ name: 'LCP', value: 1234.6, delta: 1234.6, id: 'a', rating: 'good' }).value,
    ).toBe(1235);
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
