// The attributes the block catalogue's markup (src/app/catalogue) and its script
// (catalogueTools.ts) share. The script loads only on a page that has `catalogueAttr`.
export const catalogueAttr = 'data-catalogue';
/** The search box's wrapper: hidden without JavaScript, where the index is a plain list. */
export const searchAttr = 'data-block-search';
/** On each index item: the words the search matches (type, title, shelf, description, fields). */
export const searchTextAttr = 'data-search-text';
/** On each shelf of the index: hidden when none of its blocks matches. */
export const searchGroupAttr = 'data-search-group';
/** The live line that says how many blocks match. */
export const searchStatusAttr = 'data-search-status';
/** A "Copiar" button: the id of the element whose text it copies. */
export const copyTargetAttr = 'data-copy-target';

/** Text as the search compares it: lower case, without accents (so "camara" finds "Cámara"). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
