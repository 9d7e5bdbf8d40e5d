import { describe, expect, it } from 'vitest';
import { fixtureCalculator } from '../../../tests/unit/fixtureSite';
import {
  estimateClp,
  formatClp,
  formatDelta,
  formatMillions,
  formatUsd,
  initialState,
  quoteLine,
  quoteSummary,
} from './estimate';

// The fixture site's price configuration (the spec's prices), completed with the schema defaults
// (the labels) by validation, as the build does.
const config = fixtureCalculator();
const defaults = initialState(config);

describe('app cost estimate', () => {
  it('starts at media, both platforms, backend included: 11.6M CLP, about USD 12.889', () => {
    expect(defaults).toEqual({ complexity: 'media', platform: 'ambas', backend: true, extras: [] });
    const total = estimateClp(config, defaults);
    expect(total).toBe(6_000_000 * 1.6 + 2_000_000);
    expect(formatMillions(total)).toBe('11.6M CLP');
    expect(formatUsd(total, config.usdRate)).toBe('USD 12.889');
  });

  it.each([
    ['basica', 3_000_000],
    ['media', 6_000_000],
    ['compleja', 12_000_000],
  ])('uses the %s base price on one platform without backend', (complexity, base) => {
    for (const platform of ['ios', 'android']) {
      expect(estimateClp(config, { complexity, platform, backend: false, extras: [] })).toBe(base);
    }
    expect(estimateClp(config, { complexity, platform: 'ambas', backend: false, extras: [] })).toBe(
      base * 1.6,
    );
  });

  it.each([
    ['auth', 500_000],
    ['payments', 1_500_000],
    ['maps', 800_000],
    ['push', 400_000],
    ['analytics', 600_000],
    ['chat', 1_200_000],
  ])('adds the %s extra once', (extra, price) => {
    expect(
      estimateClp(config, { ...defaults, extras: [extra] }) - estimateClp(config, defaults),
    ).toBe(price);
  });

  it('adds every extra together and drops the backend when unchecked', () => {
    const all = ['auth', 'payments', 'maps', 'push', 'analytics', 'chat'];
    expect(estimateClp(config, { ...defaults, extras: all })).toBe(11_600_000 + 5_000_000);
    expect(estimateClp(config, { ...defaults, backend: false })).toBe(9_600_000);
    expect(formatMillions(3_000_000)).toBe('3.0M CLP');
    expect(formatUsd(3_000_000, 900)).toBe('USD 3.333');
  });

  it('writes pesos with Chilean thousands separators, the same on any machine', () => {
    expect(formatClp(0)).toBe('$0');
    expect(formatClp(500_000)).toBe('$500.000');
    expect(formatClp(11_600_000)).toBe('$11.600.000');
    expect(formatDelta(1_500_000)).toBe('+\u00a0$1.500.000');
    expect(formatUsd(1_000_000_000, 900)).toBe('USD 1.111.111');
    expect(formatMillions(17_500_000)).toBe('17.5M CLP');
    expect(formatMillions(16_660_000)).toBe('16.7M CLP');
  });

  it('summarises the configuration for the contact form', () => {
    expect(quoteSummary(config, { ...defaults, extras: ['payments', 'chat'] })).toBe(
      [
        'Quiero cotizar una app con esta configuración:',
        '- Complejidad: Media',
        '- Plataforma: iOS y Android',
        '- Backend y panel de administración: sí',
        '- Extras: Pagos en línea, Chat en la app',
        'Estimación de la calculadora: 14.3M CLP (aprox. USD 15.889)',
      ].join('\n'),
    );
    // With the level's time to build, when the block gives one.
    const complexities = config.complexities.map((level) => ({ ...level, duration: '4-6 meses' }));
    expect(quoteSummary({ ...config, complexities }, defaults)).toMatch(
      /\(aprox. USD 12\.889\)\nPlazo estimado: 4-6 meses$/,
    );
  });

  it("writes the summary with the block's labels, so a marketer can reword it", () => {
    const labels = {
      ...config.labels,
      summaryIntro: 'Cotización pedida desde la calculadora:',
      complexity: 'Nivel',
      summaryNo: 'sin backend',
      summaryNone: 'sin extras',
      summaryEstimate: 'Total estimado',
    };
    expect(quoteSummary({ ...config, labels }, { ...defaults, backend: false })).toBe(
      [
        'Cotización pedida desde la calculadora:',
        '- Nivel: Media',
        '- Plataforma: iOS y Android',
        '- Backend y panel de administración: sin backend',
        '- Extras: sin extras',
        'Total estimado: 9.6M CLP (aprox. USD 10.667)',
      ].join('\n'),
    );
  });

  it('restates the choices in one line, naming only what was chosen', () => {
    expect(quoteLine(config, defaults)).toBe(
      'Media · iOS y Android · Backend y panel de administración',
    );
    expect(quoteLine(config, { ...defaults, backend: false })).toBe('Media · iOS y Android');
  });
});
