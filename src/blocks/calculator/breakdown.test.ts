import { describe, expect, it } from 'vitest';
import { fixtureCalculator } from '../../../tests/unit/fixtureSite';
import {
  aboveRange,
  withinRange,
  breakdownLines,
  exactTotal,
  missingBackend,
  platformDetail,
  platformSurcharge,
} from './breakdown';
import { estimateClp, initialState } from './estimate';

const config = fixtureCalculator();
const defaults = initialState(config);
const nbsp = '\u00a0';

describe('estimate breakdown', () => {
  it('prices both platforms as 60 % over the base of the chosen complexity', () => {
    expect(platformSurcharge(config, 'basica', 'ambas')).toBe(1_800_000);
    expect(platformSurcharge(config, 'media', 'ambas')).toBe(3_600_000);
    expect(platformSurcharge(config, 'compleja', 'ambas')).toBe(7_200_000);
    expect(platformSurcharge(config, 'compleja', 'ios')).toBe(0);
    expect(platformDetail(config, 'media', 'ambas')).toBe(`+${nbsp}$3.600.000`);
    expect(platformDetail(config, 'media', 'android')).toBe('Sin recargo');
  });

  it('lists the chosen options in the order of the form, and the exact total', () => {
    const state = { ...defaults, extras: ['chat'] };
    expect(breakdownLines(config, state).map(({ label, amount }) => `${label}: ${amount}`)).toEqual(
      [
        'Complejidad: Media: $6.000.000',
        `Plataforma: iOS y Android: +${nbsp}$3.600.000`,
        `Backend y panel de administración: +${nbsp}$2.000.000`,
        `Chat en la app: +${nbsp}$1.200.000`,
      ],
    );
    expect(exactTotal(config, state)).toBe('$12.800.000');
  });

  it('adds two or more extras up on one line that names them in the order of the form', () => {
    const state = { ...defaults, extras: ['chat', 'auth'] };
    const extras = breakdownLines(config, state).slice(3);
    expect(extras).toEqual([
      {
        key: 'extras',
        label: 'Extras (2)',
        amount: `+${nbsp}$1.700.000`,
        detail: 'Registro e inicio de sesión · Chat en la app',
      },
    ]);
    expect(exactTotal(config, state)).toBe('$13.300.000');
  });

  it('leaves the backend out when it is unchecked, and adds up to the total', () => {
    const state = { complexity: 'basica', platform: 'ios', backend: false, extras: [] };
    expect(breakdownLines(config, state).map(({ key }) => key)).toEqual(['complexity', 'platform']);
    expect(exactTotal(config, state)).toBe('$3.000.000');
  });

  it("says when the app, its backend aside, passes its level's typical top, and only then", () => {
    const withTop = {
      ...config,
      complexities: config.complexities.map((choice) =>
        choice.id === 'basica' ? { ...choice, typicalMax: 5_000_000 } : choice,
      ),
    };
    // Both platforms and the backend: $6.800.000 in all, of which the app is $4.800.000.
    const basic = { ...defaults, complexity: 'basica', platform: 'ambas', backend: true };
    expect(aboveRange(withTop, basic, estimateClp(withTop, basic))).toBeUndefined();
    const grown = { ...basic, extras: ['chat'] };
    expect(aboveRange(withTop, grown, estimateClp(withTop, grown))).toBe(
      'Sin contar el backend, tu app suma $6.000.000 y pasa el rango típico de Básica (hasta $5.000.000): el precio y el plazo los afinamos juntos en la reunión.',
    );
    // Unticked, the backend is not taken off a second time.
    const alone = { ...grown, backend: false };
    expect(aboveRange(withTop, alone, estimateClp(withTop, alone))).toBe(
      aboveRange(withTop, grown, estimateClp(withTop, grown)),
    );
    // A level without a top says nothing, whatever the total.
    const media = { ...grown, complexity: 'media' };
    expect(aboveRange(withTop, media, estimateClp(withTop, media))).toBeUndefined();
  });

  it('says the app alone is in its range when only the backend takes the total past the top', () => {
    const withTop = {
      ...config,
      complexities: config.complexities.map((choice) =>
        choice.id === 'basica' ? { ...choice, typicalMax: 5_000_000 } : choice,
      ),
    };
    const note = (state: typeof defaults) =>
      withinRange(withTop, state, estimateClp(withTop, state));
    // $6.800.000 with the backend; the app, $4.800.000, is inside the table's $3M-$5M.
    const basic = { ...defaults, complexity: 'basica', platform: 'ambas', backend: true };
    expect(note(basic)).toBe(
      'Tu app suma $4.800.000, en el rango Básica de la tabla; el backend va aparte.',
    );
    // Under the top with the backend, past it without: neither says this.
    expect(note({ ...basic, platform: 'ios' })).toBeUndefined();
    expect(note({ ...basic, extras: ['chat'] })).toBeUndefined();
    expect(note({ ...basic, backend: false })).toBeUndefined();
  });

  it('names the chosen extras that need the unticked backend, in the three places, and only then', () => {
    const withNeeds = {
      ...config,
      backend: { ...config.backend, requiredBy: ['payments', 'maps'] },
    };
    const chosen = { ...defaults, extras: ['maps', 'chat', 'payments'] };
    expect(missingBackend(withNeeds, chosen)).toEqual({ unmet: [] });
    const unticked = missingBackend(withNeeds, { ...chosen, backend: false });
    expect(unticked.unmet.map(({ id }) => id)).toEqual(['payments', 'maps']);
    expect(unticked.chipsNote).toBe(
      'Sin backend no funcionan: Pagos en línea, Mapas y geolocalización. Márcalo para una estimación realista.',
    );
    expect(unticked.totalNote).toBe(withNeeds.labels.needsBackendTotal);
    expect(unticked.handoffWarning).toMatch(/^Sin backend no funcionan: Pagos en línea, Mapas/);
    expect(missingBackend(withNeeds, { ...chosen, backend: false, extras: ['chat'] })).toEqual({
      unmet: [],
    });
  });
});
