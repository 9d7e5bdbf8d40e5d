// Section backgrounds chosen in content → the tone their content uses. A fixed tone resets the
// semantic colours inside the section, so blocks need not know where they sit.
import type { Background } from '../content/types.generated';
import {
  darkTone,
  lightTone,
  palette,
  raisedDarkTone,
  toneDeclarations,
  type Tone,
} from './tokens';

const accentTone: Tone = {
  ...lightTone,
  bg: palette.yellow500,
  bgAlt: palette.yellow500,
  surface: palette.white,
  textMuted: palette.gray700,
  border: palette.black900,
  control: palette.black900,
  primary: palette.black900,
  onPrimary: palette.yellow500,
  // Error red must also read on yellow.
  danger: palette.red800,
};

/** A dark band: near-black on the light theme, one step above the black page on the dark one. */
const darkBandTone = {
  light: { ...darkTone, bg: palette.black900 },
  dark: { ...darkTone, bg: palette.gray950 },
};

/** Every tone text can sit on: the two themes and the fixed section backgrounds. */
export const tones: Record<string, Tone> = {
  'tema claro': lightTone,
  'tema oscuro': darkTone,
  dark: darkBandTone.light,
  'oscuro en tema oscuro': darkBandTone.dark,
  white: lightTone,
  light: { ...lightTone, bg: palette.gray25 },
  'claro en tema oscuro': raisedDarkTone,
  accent: accentTone,
};

export type SectionTone = 'light' | 'dark' | 'theme' | 'paper';

interface BackgroundStyle {
  /** What the navbar compares against: a fixed tone, whatever the theme is, or 'paper': light
   * in the light theme and the theme's own in the dark one. */
  tone: SectionTone;
  css: string;
}

/** Declarations for the light theme, and others for the dark one (chosen or preferred). */
function byTheme(light: string, dark: string): string {
  return `${light}
      html[data-theme='dark'] & { ${dark} }
      @media (prefers-color-scheme: dark) { html:not([data-theme='light']) & { ${dark} } }`;
}

/** A tone's colours, on its own ground. */
function onItsGround(tone: Tone): string {
  return `${toneDeclarations(tone)} background: ${tone.bg};`;
}

/** What the dark theme changes of a tone on its ground: only the declarations that differ, since
 * these rules follow the light ones in the same section (every page inlines them). */
function changesOnItsGround(light: Tone, dark: Tone): string {
  const changed = (Object.keys(dark) as (keyof Tone)[]).filter(
    (name) => dark[name] !== light[name],
  );
  const ground = dark.bg === light.bg ? '' : ` background: ${dark.bg};`;
  return `${toneDeclarations(dark, changed)}${ground}`;
}

/** A tone in the light theme and another in the dark one, each on its own ground. */
function groundByTheme(light: Tone, dark: Tone, darkExtra = ''): string {
  return byTheme(onItsGround(light), `${changesOnItsGround(light, dark)} ${darkExtra}`);
}

/** White and light-gray sections follow the theme: in the dark theme every surface is dark (a
 * white slab on a black page glares), so they become a raised dark surface. */
function paper(light: Tone): BackgroundStyle {
  return { tone: 'paper', css: groundByTheme(light, raisedDarkTone) };
}

/** A dark band's colours and ground (darkBandTone): sections with the dark background, and the
 * trail above a dark hero. */
export const darkBand = groundByTheme(darkBandTone.light, darkBandTone.dark);

/** The page's own tone again inside a section of another: a block's body under the dark band
 * it opens with (the service page). */
export const pageTheme: BackgroundStyle = {
  tone: 'theme',
  css: groundByTheme(lightTone, darkTone),
};

export const backgrounds: Record<Background, BackgroundStyle> = {
  default: { tone: 'theme', css: 'background: var(--color-bg);' },
  alt: { tone: 'theme', css: 'background: var(--color-bg-alt);' },
  // In the dark theme a black band would meet a black page: it stands one step above the page
  // (darkBand), with a hairline where it ends (the hero dissolved into the next section, design
  // reviews 6 and 8b; a hairline alone was not enough), with a soft light behind its middle: the
  // light theme's strongest band read as the dark one's faintest, #111 between #000 and #1A1A1A
  // (review 53B). The light fades out before the band's edges: lit from its top edge, a hero met
  // the flat trail above it at a hard seam (review 54C).
  dark: {
    tone: 'dark',
    css: groundByTheme(
      darkBandTone.light,
      darkBandTone.dark,
      'box-shadow: inset 0 -1px rgb(255 255 255 / 0.1); background-image: radial-gradient(70% 50% at 50% 50%, rgb(255 255 255 / 0.06), transparent);',
    ),
  },
  white: paper(lightTone),
  light: paper(tones.light as Tone),
  // The brand band stays yellow in both themes: it is the page's call to action, not a light
  // surface. As a raised grey (with a yellow edge or a low-alpha glow, which reads olive) it was
  // the weakest block of a dark page (design reviews 3 and 4).
  accent: {
    tone: 'light',
    css: onItsGround(accentTone),
  },
};
