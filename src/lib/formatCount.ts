// Shared by the pre-rendered counter text and the loader that animates it, so the animation
// always ends on exactly the text the HTML already had.

export interface CountFormat {
  decimals: number;
  separator: string;
}

export function formatCount(value: number, { decimals, separator }: CountFormat): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  // With '.' grouping thousands (es-CL style, 1.500), decimals take the comma: 4,8 not 4.8.
  const decimalMark = separator === '.' ? ',' : '.';
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `${decimalMark}${fraction}` : ''}`;
}

/** The decimals a value is written with (4.8 → 1, 92 → 0), for a figure that does not say. */
export function decimalsOf(value: number): number {
  const fraction = String(value).split('.')[1] ?? '';
  return /e/i.test(fraction) ? 0 : fraction.length;
}
