// What counts as example data, with the Spanish message, hint and the short "what to replace"
// line of the build's closing list. Kept apart from the document walk in placeholders.ts.

export interface Finding {
  /** The example value as it appears in the text. */
  value: string;
  /** Where it starts inside the text. */
  index: number;
  message: string;
  hint: string;
  /** What to replace, for the build's "Antes de publicar" list. */
  replace: string;
}

/** The placeholders `npm run nueva:pagina` writes (scripts/new-page/copyPage.ts). */
export const streetPlaceholder = 'Calle y número de la oficina';
export const regionPlaceholder = 'Región de la oficina';
export const leadPlaceholder =
  'Escribe aquí en una o dos frases qué ofrece esta página, a quién y qué gana al contactarnos.';

// Each placeholder with how to replace it; the benefits come from the scaffold's earlier
// versions, whose pages may still hold them.
const benefitHint =
  'Escribe en pocas palabras un beneficio real para el cliente, por ejemplo "Primera versión en 8 semanas".';
const scaffoldHints: Record<string, string> = {
  [streetPlaceholder]:
    'Escribe la calle y el número reales de la oficina, por ejemplo "Av. Alemania 0671, oficina 305".',
  [regionPlaceholder]: 'Escribe la región de la oficina, por ejemplo "Región de La Araucanía".',
  [leadPlaceholder]:
    'Reemplázalo por una o dos frases propias: qué ofrece la página, a quién y qué gana al contactarnos.',
  'Primer beneficio': benefitHint,
  'Segundo beneficio': benefitHint,
  'Tercer beneficio': benefitHint,
  'Explica el beneficio con un resultado concreto.':
    'Cuenta el resultado que obtiene el cliente con este beneficio, con una cifra si la tienes.',
};

const short = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** Scaffold placeholders in a text: the whole value, or inside a longer text (a copied page's
 * paragraph that named the other office's street). */
export function scaffoldTexts(value: string): Finding[] {
  const whole = scaffoldHints[value.trim()];
  if (whole) return [scaffoldFinding(value, 0, whole)];
  return Object.entries(scaffoldHints).flatMap(([text, hint]) =>
    [...value.matchAll(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))].map((match) =>
      scaffoldFinding(text, match.index, hint),
    ),
  );
}

function scaffoldFinding(value: string, index: number, hint: string): Finding {
  return {
    value,
    index,
    message: `${JSON.stringify(value)} es un texto de ejemplo de la plantilla.`,
    hint,
    replace: `el texto ${JSON.stringify(short(value))}`,
  };
}

/** Domains reserved for documentation and tests (RFC 2606 and 6761): nobody receives mail there. */
export function isExampleDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  const [second, top] = labels.slice(-2);
  if (['example', 'test', 'invalid', 'localhost'].includes(labels.at(-1) ?? '')) return true;
  return second === 'example' && ['com', 'org', 'net'].includes(top ?? '');
}

export function exampleEmails(text: string): Finding[] {
  return [...text.matchAll(/[\w.%+-]+@([\w-]+(?:\.[\w-]+)*)/g)]
    .filter((match) => isExampleDomain(match[1] ?? ''))
    .map((match) => ({
      value: match[0],
      index: match.index,
      message: `El correo ${JSON.stringify(match[0])} es de ejemplo: ${match[1]} es un dominio reservado que no recibe correos.`,
      hint: 'Escribe el correo real de la empresa, en site.json (contact.email) y en cada texto donde aparece.',
      replace: `el correo ${JSON.stringify(match[0])}`,
    }));
}

const sequences = ['1234567', '7654321'];

/** Why a phone number looks made up, or undefined when it looks real. */
export function fillerReason(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('56') ? digits.slice(2) : digits;
  if (national.length < 7) return undefined;
  const tail = national.slice(-7);
  if (digits === '56220000000') return 'es el valor por defecto del sitio';
  if (/^0+$/.test(tail)) return 'termina en siete ceros';
  if (/^(\d)\1+$/.test(tail)) return 'repite un mismo dígito';
  const sequence = sequences.find((run) => national.includes(run));
  return sequence && `lleva la serie ${sequence}`;
}

/** Chilean numbers written in a text ("+56 2 2000 0000", "tel:+56220000000"). */
const chileanPhone = /\+56[\d\s().-]{7,}\d/g;

/** Filler phones in a text; a phone field is read whole, whatever its format. */
export function fillerPhones(text: string, isPhoneField: boolean): Finding[] {
  const candidates = isPhoneField
    ? [{ value: text, index: 0 }]
    : [...text.matchAll(chileanPhone)].map((match) => ({ value: match[0], index: match.index }));
  return candidates.flatMap(({ value, index }) => {
    const reason = fillerReason(value);
    if (!reason) return [];
    return [
      {
        value,
        index,
        message: `El teléfono ${JSON.stringify(value)} parece de ejemplo: ${reason}.`,
        hint: 'Escribe el teléfono real de la empresa, con +56 y el código de área, en site.json (contact.phone) y en cada texto donde aparece.',
        replace: `el teléfono ${JSON.stringify(value)}`,
      },
    ];
  });
}

/** The RUT site.json ships with (a valid check digit, nobody's company). */
export const exampleRut = '76.000.000-0';

/** The check digit of a RUT's body (módulo 11): '0'-'9' or 'K'. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  [...body].reverse().forEach((digit, index) => (sum += Number(digit) * (2 + (index % 6))));
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
}

/** The site's example RUT, or one whose check digit is wrong (a typo the SII would reject). */
export function exampleOrWrongRut(rut: string): Finding[] {
  const hint =
    'Escribe el RUT real de la empresa en site.json (legal.rut), con puntos y guion, por ejemplo "76.123.456-7".';
  if (rut === exampleRut)
    return [
      {
        value: rut,
        index: 0,
        message: `El RUT ${JSON.stringify(rut)} es de ejemplo: es el valor por defecto del sitio.`,
        hint,
        replace: `el RUT ${JSON.stringify(rut)}`,
      },
    ];
  const [body = '', digit = ''] = rut.replace(/\./g, '').split('-');
  if (!/^\d+$/.test(body)) return [];
  const expected = rutCheckDigit(body);
  if (expected === digit.toUpperCase()) return [];
  return [
    {
      value: rut,
      index: 0,
      message: `El RUT ${JSON.stringify(rut)} no es válido: con ese número, el dígito verificador es ${expected}.`,
      hint,
      replace: `el RUT ${JSON.stringify(rut)}`,
    },
  ];
}
