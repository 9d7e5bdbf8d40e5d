// Hover intensity presets of the spec (section 9): tilt and float limits, scale, shadow and glow
// strength. Shared by the markup (data attribute) and the loader that moves the cards.
export interface HoverPreset {
  maxTilt: number;
  maxFloat: number;
  scale: number;
  shadow: number;
  glow: number;
}

export const hoverPresets = {
  subtle: { maxTilt: 5, maxFloat: 2, scale: 1.02, shadow: 0.1, glow: 0.3 },
  medium: { maxTilt: 10, maxFloat: 5, scale: 1.05, shadow: 0.2, glow: 0.5 },
  strong: { maxTilt: 15, maxFloat: 8, scale: 1.08, shadow: 0.3, glow: 0.7 },
  extreme: { maxTilt: 25, maxFloat: 15, scale: 1.12, shadow: 0.4, glow: 1 },
} as const satisfies Record<string, HoverPreset>;

export type HoverIntensity = keyof typeof hoverPresets;
export const hoverAttr = 'data-hover-tilt';
export const hoverPerspectivePx = 1000;

/** The CSS variables for a pointer at (x, y), each from 0 to 1 across the card. */
export function tiltVariables(preset: HoverPreset, x: number, y: number): Record<string, string> {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    '--tilt-x': `${round((0.5 - y) * 2 * preset.maxTilt)}deg`,
    '--tilt-y': `${round((x - 0.5) * 2 * preset.maxTilt)}deg`,
    '--float': `${-preset.maxFloat}px`,
    '--scale': String(preset.scale),
    '--shadow': String(preset.shadow),
    '--glow': String(preset.glow),
  };
}
