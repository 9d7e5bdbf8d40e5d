import { describe, expect, it } from 'vitest';
import { hoverPresets, tiltVariables } from './hoverPresets';

describe('hover tilt', () => {
  it('keeps the spec presets in order of strength', () => {
    const order = ['subtle', 'medium', 'strong', 'extreme'] as const;
    const tilts = order.map((name) => hoverPresets[name].maxTilt);
    expect(tilts).toEqual([5, 10, 15, 25]);
    expect(order.map((name) => hoverPresets[name].scale)).toEqual([1.02, 1.05, 1.08, 1.12]);
  });

  it('tilts by the full preset angle at the edges and not at the centre', () => {
    const preset = hoverPresets.medium;
    expect(tiltVariables(preset, 0.5, 0.5)).toMatchObject({
      '--tilt-x': '0deg',
      '--tilt-y': '0deg',
    });
    expect(tiltVariables(preset, 1, 0)).toMatchObject({ '--tilt-x': '10deg', '--tilt-y': '10deg' });
    expect(tiltVariables(preset, 0, 1)).toMatchObject({
      '--tilt-x': '-10deg',
      '--tilt-y': '-10deg',
    });
  });

  it('floats up by the preset distance', () => {
    expect(tiltVariables(hoverPresets.extreme, 0.2, 0.2)['--float']).toBe('-15px');
  });
});
