// Which cards widen so that no row ends with a lone card: in three columns, one extra card
// becomes a full-width featured card at the top, two extra become two halves; in two columns,
// an odd card out spans both columns at the top.

export type WideRole = 'featured' | 'half' | 'third';
export type MediumRole = 'full' | 'half';

export function wideRoles(count: number): WideRole[] {
  const rest = count % 3;
  return Array.from({ length: count }, (_, position): WideRole => {
    if (rest === 1 && position === 0) return 'featured';
    if (rest === 2 && position < 2) return 'half';
    return 'third';
  });
}

export function mediumRoles(count: number): MediumRole[] {
  return Array.from({ length: count }, (_, position) =>
    count % 2 === 1 && position === 0 ? 'full' : 'half',
  );
}
