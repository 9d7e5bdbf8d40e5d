// Two levels of tokens (STYLE.md §9): the brand palette, then semantic names that switch with
// the theme. Components use only `color.*`, which are CSS custom properties.
import { belowDesktop, desktopWidth, phoneWidth, widerThanPhone } from './breakpoints';
import { brandStack } from './fonts';

export const palette = {
  yellow500: '#FFD600',
  black900: '#050505',
  blue300: '#6BE4FF',
  cyan700: '#005A70',
  gray25: '#FCFCFD',
  purple300: '#B794F6',
  purple700: '#5B2FB0',
  indigo400: '#7877C6',
  white: '#FFFFFF',
  gray100: '#EDEDED',
  black: '#000000',
  gray50: '#F8F9FA',
  gray200: '#E4E6EA',
  gray500: '#868C95',
  gray300: '#CCCCCC',
  gray400: '#B0B0B0',
  gray600: '#666666',
  gray550: '#7A7A7A',
  gray700: '#4A4A4A',
  gray800: '#3A3A3A',
  gray850: '#2A2A2A',
  gray900: '#1A1A1A',
  gray950: '#111111',
  red600: '#C62828',
  red800: '#9B1C1C',
  red300: '#FF8A80',
  /** A park on the drawn map. */
  green500: '#3FA34D',
} as const;

/** Values of the semantic colours for one tone. */
export interface Tone {
  bg: string;
  bgAlt: string;
  surface: string;
  text: string;
  textMuted: string;
  border: string;
  /** A form field's edge: 3:1 against the surfaces a field sits on (WCAG 1.4.11), where a card's
   * hairline (border) is too faint to show where to type. */
  control: string;
  primary: string;
  onPrimary: string;
  link: string;
  danger: string;
  /** Brand-coloured text (counters): yellow where it reads, dark ink on light backgrounds. */
  accentText: string;
  /** Cyan text: the neon blue on dark, a deep cyan that keeps 4.5:1 on light. */
  neonText: string;
  /** Purple text, light on dark and deep on light. */
  purpleText: string;
}

export const lightTone: Tone = {
  bg: palette.white,
  bgAlt: palette.gray50,
  surface: palette.white,
  text: palette.black,
  textMuted: palette.gray600,
  border: palette.gray200,
  // 3.3:1 on white, 3.1:1 on #F8F9FA.
  control: palette.gray500,
  primary: palette.yellow500,
  onPrimary: palette.black900,
  link: palette.black900,
  danger: palette.red600,
  // Yellow on white is 1.4:1, so light backgrounds get ink; the yellow stays as fills and rules.
  accentText: palette.black900,
  neonText: palette.cyan700,
  purpleText: palette.purple700,
};

export const darkTone: Tone = {
  bg: palette.black,
  bgAlt: palette.gray900,
  // Cards one grey above both bands (#000 and #1A1A1A): on the alternate band they had been its
  // own grey, drawn by their edge alone (design review 6 found no depth in the dark theme).
  surface: palette.gray850,
  // Not pure white: #FFF on #000 glared through an article's six minutes (review 33A).
  text: palette.gray100,
  // A step below the text, as the light theme's grey is: #CCC under #EDEDED titles read as one
  // weight (review 71A). 6.6:1 on the cards' #2A2A2A, 9.7:1 on black.
  textMuted: palette.gray400,
  // #3A3A3A keeps 1.5:1 on #1A1A1A and 1.9:1 on black (#2A2A2A was 1.2:1).
  border: palette.gray800,
  // 3.4:1 on the cards' #2A2A2A, more on the bands.
  control: palette.gray550,
  primary: palette.yellow500,
  onPrimary: palette.black900,
  link: palette.yellow500,
  danger: palette.red300,
  accentText: palette.yellow500,
  neonText: palette.blue300,
  purpleText: palette.purple300,
};

/** A light section (white or light-gray background) in the dark theme: a raised dark surface,
 * one step above the page, with cards one step above it. */
export const raisedDarkTone: Tone = {
  ...darkTone,
  bg: palette.gray900,
  bgAlt: palette.gray900,
  surface: palette.gray850,
  border: palette.gray800,
};

const cssVar = (name: keyof Tone) =>
  `var(--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})`;

/** Semantic colours for components: `color.text` → `var(--color-text)`. */
export const color = Object.fromEntries(
  (Object.keys(lightTone) as (keyof Tone)[]).map((name) => [name, cssVar(name)]),
) as Record<keyof Tone, string>;

/** The face of something chosen or confirmed (a calculator option, the newsletter's thanks), to
 * sit inside a yellow ring: the surface tinted with the brand yellow in the light scheme; in the
 * dark one a step lighter, since yellow over dark grey turns olive (design review 10). */
export const chosenSurface = `light-dark(color-mix(in srgb, ${color.primary} 16%, ${color.surface}), color-mix(in srgb, ${color.text} 12%, ${color.surface}))`;

/** CSS declarations that set every semantic colour (or only `names`) to a tone's values. */
export function toneDeclarations(
  tone: Tone,
  names: (keyof Tone)[] = Object.keys(tone) as (keyof Tone)[],
): string {
  return names.map((name) => `${cssVar(name).slice(4, -1)}: ${tone[name]};`).join(' ');
}

export const space = {
  xs: '0.5rem',
  sm: '1rem',
  md: '1.5rem',
  lg: '2.5rem',
  xl: '4rem',
  xxl: '6rem',
} as const;
/** The content column's widths: pages, and running text. */
/** reading: a long text read in full (an article, a policy), about 75 characters a line (at
 *  680 px, Manrope's wide letters ran 85: review 78C). */
export const columnWidth = { page: '1200px', text: '760px', reading: '600px' } as const;
export const radius = { sm: '8px', md: '14px', lg: '24px', pill: '999px' } as const;
export const font = {
  // The brand face and its metric-matched local stand-ins (fonts.ts: Arial or Liberation Sans,
  // and Roboto, which Windows, macOS, iOS, Android and Linux desktops have), then the system's
  // face only where none of those is installed.
  body: `${brandStack}, system-ui, sans-serif`,
  mono: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
} as const;
export const breakpoint = {
  mobile: `@media ${phoneWidth}`,
  /** Wider than a phone: what `mobile` leaves out. */
  wide: `@media ${widerThanPhone}`,
  small: '@media (max-width: 480px)',
  /** Columns side by side: laptops and wider. */
  desktop: `@media ${desktopWidth}`,
  /** What `desktop` leaves out: phones and tablets held upright. */
  belowDesktop: `@media ${belowDesktop}`,
} as const;
export const motionOk = '@media (prefers-reduced-motion: no-preference)';

/** A pointer that hovers: on a touch screen a tap leaves :hover stuck until the next tap. */
export const hoverOk = '@media (hover: hover)';
// Touch screens: what a mouse reveals on hover must be there from the start.
export const hoverNone = '@media (hover: none)';
/** A finger points: targets of text alone grow to 44 px, the size of the site's buttons. */
export const fingerPointer = '@media (pointer: coarse)';
/** A mouse or a pen, and no finger: targets may be smaller than a finger's 44 px. */
export const finePointer =
  '@media (pointer: fine) and (any-pointer: fine) and (not (any-pointer: coarse))';
export const navbarHeight = '72px';
/** Where a jump or a focus lands what it scrolls to: 16 px under the navbar (theme/GlobalStyles). */
export const scrollPaddingTop = `calc(${navbarHeight} + ${space.sm})`;
