// The marks a text block (RichText) may use for the site's own data, defined once: RichText
// writes them from site.json, and the validator requires the legal data where a text uses it.

/** From site.json's contact data, as links. */
const contactTokens = ['correo', 'telefono'] as const;
/** From site.json's legal data (razón social, RUT, domicilio). */
const legalTokens = ['razonSocial', 'rut', 'domicilio'] as const;

const pattern = (names: readonly string[]) => new RegExp(`\\{(${names.join('|')})\\}`);

/** Any site mark; split on it, the odd pieces are the marks' names. */
export const siteTokenPattern = pattern([...contactTokens, ...legalTokens]);
/** A legal mark. */
export const legalTokenPattern = pattern(legalTokens);
