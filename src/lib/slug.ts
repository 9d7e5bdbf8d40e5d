/** 'Transformación digital' → 'transformacion-digital': a label as a key for attributes and
 *  radio values (no accents, spaces or punctuation); `fallback` when nothing is left. */
export function slug(text: string, fallback = 'grupo'): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || fallback
  );
}
