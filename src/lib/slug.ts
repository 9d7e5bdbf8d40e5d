/** 'Transformación digital' → 'transformacion-digital': a label as a key for anchors, attributes
 *  and radio values (no accents, spaces or punctuation); `fallback` when nothing is left. */
export function slug(text: string, fallback: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || fallback
  );
}
