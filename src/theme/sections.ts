// Section backgrounds chosen in content → the tone their content uses. A fixed tone resets the
// semantic colours inside the section, so blocks need not know where they sit.
import type { Background } from '../content/types.generated';
import { darkTone, lightTone, palette, toneDeclarations, type Tone } from './tokens';

const accentTone: Tone = {
  ...lightTone,
  bg: palette.yellow500,
  bgAlt: palette.yellow500,
  surface: palette.white,
  textMuted: palette.gray700,
  border: palette.black900,
  primary: palette.black900,
  onPrimary: palette.yellow500,
  // Error red must also read on yellow.
  danger: palette.red800,
};

/** Every tone text can sit on: the two themes and the fixed section backgrounds. */
export const tones: Record<string, Tone> = {
  'tema claro': lightTone,
  'tema oscuro': darkTone,
  dark: { ...darkTone, bg: palette.black900 },
  white: lightTone,
  light: { ...lightTone, bg: palette.gray25 },
  accent: accentTone,
};

interface BackgroundStyle {
  /** What the navbar compares against: a fixed tone, or whatever the theme is. */
  tone: 'light' | 'dark' | 'theme';
  css: string;
}

export const backgrounds: Record<Background, BackgroundStyle> = {
  default: { tone: 'theme', css: 'background: var(--color-bg);' },
  alt: { tone: 'theme', css: 'background: var(--color-bg-alt);' },
  dark: {
    tone: 'dark',
    css: `${toneDeclarations(tones.dark as Tone)} background: ${palette.black900};`,
  },
  white: { tone: 'light', css: `${toneDeclarations(lightTone)} background: ${palette.white};` },
  light: {
    tone: 'light',
    css: `${toneDeclarations(tones.light as Tone)} background: ${palette.gray25};`,
  },
  accent: {
    tone: 'light',
    css: `${toneDeclarations(accentTone)} background: ${palette.yellow500};`,
  },
};
