// The looks an animated counter can take, by name: content picks a variant, a size and a colour;
// these tables turn the names into CSS. Colours are semantic tokens, so every choice keeps 4.5:1
// in both themes and on every section background (theme/contrast.test.ts).
import { color, font, palette } from '../theme/tokens';

export type CounterVariant = 'default' | 'neon' | 'digital' | 'minimal';
export type CounterSize = 'sm' | 'md' | 'lg' | 'xl';
export type CounterColor = 'accent' | 'neon' | 'purple' | 'text';

export const counterSizes: Record<CounterSize, string> = {
  sm: 'clamp(1.5rem, 3vw, 2rem)',
  md: 'clamp(1.75rem, 4vw, 2.5rem)',
  lg: 'clamp(2rem, 5vw, 3.25rem)',
  xl: 'clamp(2.5rem, 7vw, 4.5rem)',
};

// The spec's default #FFD600 is `accent`: yellow on dark backgrounds, ink on light ones.
export const counterColors: Record<CounterColor, string> = {
  accent: color.accentText,
  neon: color.neonText,
  purple: color.purpleText,
  text: color.text,
};

// Effects on top of the chosen colour; none of them changes the colour the text is read in. The
// neon halo is the bright brand cyan in both themes: it is light, not text, so it needs no contrast.
export const counterVariants: Record<CounterVariant, string> = {
  default: 'font-weight: 800;',
  neon: `font-weight: 800; text-shadow: 0 0 0.2em ${palette.blue300}, 0 0 0.45em ${palette.blue300};`,
  digital: `font-weight: 700; font-family: ${font.mono}; letter-spacing: 0.04em;`,
  minimal: 'font-weight: 300;',
};

/** A soft halo in the counter's own colour. */
export const counterGlow =
  'text-shadow: 0 0 0.3em color-mix(in srgb, currentColor 55%, transparent);';
