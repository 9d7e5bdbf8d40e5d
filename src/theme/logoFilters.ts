// How a client logo turns monochrome. A flat `brightness(0.3)` darkened everything alike, so a
// white mark on a coloured disc (AgroSmart, EduPro) became one dark grey blob. This curve maps mid
// greys (brand colours) to dark grey but keeps white marks light:
// grey g → 1.2·g − 0.34 (brightness, then contrast around 0.5), so ink ≈ 0.4 → 0.14, white → 0.86.
// The white variant is the same curve inverted: ink light, the marks on a disc dark.
export type LogoVariant = 'original' | 'black' | 'white';

export interface LogoFilter {
  grayscale: number;
  brightness: number;
  contrast: number;
  invert: number;
}

const monochrome = { grayscale: 1, brightness: 0.714, contrast: 1.68 };

export const logoFilters: Record<LogoVariant, LogoFilter | undefined> = {
  original: undefined,
  black: { ...monochrome, invert: 0 },
  white: { ...monochrome, invert: 1 },
};

/** The CSS `filter` value of a variant, in the order the curve above assumes. */
export function logoFilterCss(variant: LogoVariant): string {
  const filter = logoFilters[variant];
  if (!filter) return 'none';
  const { grayscale, brightness, contrast, invert } = filter;
  return `grayscale(${grayscale}) brightness(${brightness}) contrast(${contrast}) invert(${invert})`;
}
