// `npm run nueva:pagina` starts a page from one the site already has, instead of from page
// content kept in code: a city page from an existing city page, a landing from the page named
// with --desde. What belongs to the source and not to the new page (its city's name, its office,
// its prices and ratings) is replaced by the new name or by placeholders the validator flags
// until a marketer writes the real values (src/content/validate/placeholderRules.ts).

import {
  leadPlaceholder,
  regionPlaceholder,
  streetPlaceholder,
} from '../../src/content/validate/placeholderRules';

export type Kind = 'ciudad' | 'landing';

type Json = Record<string, unknown>;

export interface NewPage {
  slug: string;
  nombre: string;
  brand: string;
}

export const fileOf = (kind: Kind, slug: string) =>
  kind === 'ciudad' ? `desarrollo-software-${slug}.json` : `${slug}.json`;
export const pathOf = (kind: Kind, slug: string) =>
  kind === 'ciudad' ? `/desarrollo-software-${slug}` : `/${slug}`;

/** A city page is one that describes a local office. */
export const isCityPage = (page: Json) => typeof page.localBusiness === 'object';

/** "concepcion" → a pattern that finds "Concepción", "CONCEPCIÓN", "concepcion" as a word. */
function namePattern(slug: string): RegExp {
  const accented: Record<string, string> = {
    a: '[aáà]',
    e: '[eéè]',
    i: '[iíì]',
    o: '[oóò]',
    u: '[uúüù]',
    n: '[nñ]',
  };
  const letters = [...slug].map((char) => (char === '-' ? '[\\s-]' : (accented[char] ?? char)));
  return new RegExp(`(?<![\\p{L}\\d])${letters.join('')}(?![\\p{L}\\d])`, 'giu');
}

/** Every string of a JSON value, rewritten. */
function mapStrings(value: unknown, rewrite: (text: string) => string): unknown {
  if (typeof value === 'string') return rewrite(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, rewrite));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, rewrite)]),
    );
  return value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The source office's street, "Barros Arana 1098, oficina 705", and its name, "Barros Arana". */
function streetPatterns(street: string): RegExp[] {
  const name = street.replace(/\s*\d.*$/, '').trim();
  return [street, ...(name.length > 3 ? [name] : [])].map(
    (text) => new RegExp(escapeRegExp(text), 'g'),
  );
}

function copyCity(source: Json, { slug, nombre, brand }: NewPage): Json {
  const sourceSlug = String(source.path).replace(/^\/desarrollo-software-/, '');
  const office = source.localBusiness as Json;
  const street = typeof office.streetAddress === 'string' ? office.streetAddress : '';
  // The source's commune ("Vitacura" on the Santiago page) is the new city too; its region
  // ("Biobío") is not the new one, so it becomes a placeholder the validator flags.
  const locality = typeof office.locality === 'string' ? office.locality : '';
  const region = typeof office.region === 'string' ? office.region : '';
  const regionName = region.replace(/^Región (de los |de las |de la |del |de )?/i, '');
  const rewrite = (text: string, from: string, to: string) =>
    from ? text.replace(new RegExp(escapeRegExp(from), 'g'), to) : text;
  const renamed = mapStrings(source, (text) => {
    const withoutStreet = (street ? streetPatterns(street) : []).reduce(
      (result, pattern) => result.replace(pattern, streetPlaceholder),
      text,
    );
    const withoutRegion = rewrite(
      rewrite(withoutStreet, region, regionPlaceholder),
      regionName,
      regionPlaceholder,
    );
    return rewrite(withoutRegion.replace(namePattern(sourceSlug), nombre), locality, nombre);
  }) as Json;
  const sections = (renamed.sections as Json[]).map((section) => {
    if (section.type === 'map') {
      const { area: _area, ...map } = section;
      return {
        ...map,
        location: `${nombre}, Chile`,
        address: streetPlaceholder,
        coordinates: { lat: 0, lng: 0 },
      };
    }
    // City pages show the office on the map, so their contact details may list none.
    if (section.type === 'contactDetails' && section.offices)
      return {
        ...section,
        offices: [
          {
            name: `Oficina ${nombre}`,
            streetAddress: streetPlaceholder,
            locality: nombre,
            region: regionPlaceholder,
          },
        ],
      };
    return section;
  });
  return {
    ...renamed,
    path: pathOf('ciudad', slug),
    localBusiness: {
      name: `${brand} ${nombre}`,
      streetAddress: streetPlaceholder,
      locality: nombre,
      region: regionPlaceholder,
      geo: { lat: 0, lng: 0 },
    },
    sections,
  };
}

/** Structured data that states the source's own offer (prices, ratings, steps) is left out. */
const offerFields = ['product', 'service', 'howTo'];

function copyLanding(source: Json, { slug, nombre, brand }: NewPage): Json {
  const page = Object.fromEntries(
    Object.entries(structuredClone(source)).filter(([key]) => !offerFields.includes(key)),
  );
  const meta = page.meta as Json;
  const crumbs = page.breadcrumb as Json[] | undefined;
  const sections = page.sections as Json[];
  const hero = sections.find((section) => section.type === 'hero');
  return {
    ...page,
    path: pathOf('landing', slug),
    meta: { ...meta, title: `${nombre} | ${brand}`, description: leadPlaceholder },
    ...(crumbs ? { breadcrumb: [...crumbs.slice(0, -1), { text: nombre }] } : {}),
    sections: sections.map((section) =>
      section === hero ? { ...section, title: nombre, lead: leadPlaceholder } : section,
    ),
  };
}

/** The new page, from the source page's JSON. */
export function copyPage(kind: Kind, source: Json, input: NewPage): Json {
  return kind === 'ciudad' ? copyCity(source, input) : copyLanding(source, input);
}

/** What to edit next, printed after the file is written. */
export const nextSteps: Record<Kind, string[]> = {
  ciudad: [
    'localBusiness: dirección real (streetAddress, region, postalCode) y coordenadas (geo).',
    'El bloque "map": las mismas coordenadas, la dirección en "location" y "address", y su "intro".',
    'El bloque "contactDetails": la dirección de la oficina, si la página copiada la lista (el mapa ya la muestra).',
    'Los textos copiados de la otra ciudad: industrias, clientes típicos, por qué estar ahí.',
    'El bloque "logos": los clientes de la zona.',
    'Un enlace a la página: en site.json (footer.columns) o desde otra página.',
  ],
  landing: [
    'meta: título (hasta 60 caracteres) y descripción (70 a 160) con las palabras que busca tu cliente.',
    'El bloque "hero": la bajada ("lead").',
    'Cada bloque copiado: textos propios de esta página, o bórralo si no aplica.',
    'Datos estructurados (product, service, howTo) si la página ofrece algo con precio: no se copian.',
    'Un enlace a la página: en site.json (navigation o footer) o desde otra página.',
  ],
};
