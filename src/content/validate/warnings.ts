// Things that do not break the build but hurt the page: search-result lengths, a sharing image
// that does not exist, a page nothing links to, coordinates that are not in Chile.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../load';
import type { Site } from '../types.generated';
import type { ResolvedPage } from '../expand';
import type { CrossIssue, ParsedPage } from './crossChecks';
import { internalRoute, linksIn } from './links';

const titleMax = 60;
const descriptionRange = [70, 160] as const;
// Continental Chile plus Rapa Nui and the southern tip.
const chile = { lat: [-56.5, -17.4], lng: [-109.6, -66.3] } as const;

function seoLengths({ file: pageFile, page, entry }: ResolvedPage): CrossIssue[] {
  const issues: CrossIssue[] = [];
  // On a generated page the text comes from the entry: point there, and say which page it is.
  const file = entry?.file ?? pageFile;
  const where = entry ? `En ${page.path}, el` : 'El';
  const title = [...page.meta.title].length;
  const description = [...page.meta.description].length;
  if (title > titleMax)
    issues.push({
      file,
      pointer: entry ? '/title' : '/meta/title',
      message: `${where} título tiene ${title} caracteres; Google muestra unos ${titleMax}.`,
      hint: `Acórtalo a ${titleMax} caracteres o menos para que no aparezca cortado en los resultados.`,
    });
  if (description < descriptionRange[0] || description > descriptionRange[1])
    issues.push({
      file,
      pointer: entry ? '/description' : '/meta/description',
      message: `${entry ? `En ${page.path}, la` : 'La'} descripción tiene ${description} caracteres; lo ideal es entre ${descriptionRange[0]} y ${descriptionRange[1]}.`,
      hint:
        description < descriptionRange[0]
          ? 'Agrega qué ofrece la página y a quién, para que Google no invente su propio resumen.'
          : 'Acórtala: Google corta el resto.',
    });
  return issues;
}

function missingImage(site: Site, { file, page }: ParsedPage): CrossIssue[] {
  const image = page.meta.ogImage ?? site.brand.ogImage;
  if (existsSync(join(projectRoot, 'public', image))) return [];
  return [
    {
      file,
      pointer: page.meta.ogImage ? '/meta/ogImage' : '/meta',
      message: `La imagen para redes sociales ${JSON.stringify(image)} no existe en public/.`,
      hint: 'Agrega la imagen (1200×630, PNG o JPG) en public/ con esa ruta, o corrige "ogImage".',
    },
  ];
}

/** Internal routes a document links to, read with the same link rule as the link check. */
function linkedRoutes(document: unknown): string[] {
  return [...linksIn(document)].flatMap(({ href }) => internalRoute(href) ?? []);
}

function orphans(site: Site, pages: readonly ParsedPage[]): CrossIssue[] {
  const linked = new Set(linkedRoutes(site));
  for (const { page } of pages)
    for (const route of linkedRoutes(page)) if (route !== page.path) linked.add(route);
  return (
    pages
      // Collection entries are linked from their listing blocks, not from content.
      .filter(({ page }) => page.path !== '/' && !page.meta.noindex && !linked.has(page.path))
      .filter((page) => !('entry' in page && page.entry))
      .map(({ file, page }) => ({
        file,
        pointer: '/path',
        message: `Ninguna otra página enlaza a ${JSON.stringify(page.path)}.`,
        hint: 'Agrégala a la navegación o al pie en site.json, o enlázala desde una página relacionada: Google y los visitantes la encuentran por los enlaces.',
      }))
  );
}

const inChile = (lat: number, lng: number) =>
  lat >= chile.lat[0] && lat <= chile.lat[1] && lng >= chile.lng[0] && lng <= chile.lng[1];

function coordinates({ file, page }: ParsedPage): CrossIssue[] {
  const places = [
    ...(page.localBusiness ? [{ pointer: '/localBusiness/geo', ...page.localBusiness.geo }] : []),
    ...page.sections.flatMap((section, index) =>
      section.type === 'map'
        ? [{ pointer: `/sections/${index}/coordinates`, ...section.coordinates }]
        : [],
    ),
  ];
  return places
    .filter(({ lat, lng }) => !inChile(lat, lng))
    .map(({ pointer, lat, lng }) => ({
      file,
      pointer,
      message: `Las coordenadas (${lat}, ${lng}) están fuera de Chile: parecen de ejemplo.`,
      hint: 'Busca la oficina en Google Maps, haz clic derecho sobre el lugar y copia la latitud y la longitud (por ejemplo -38.7359, -72.5904).',
      replace: `las coordenadas (${lat}, ${lng})`,
    }));
}

export function warnings(site: Site, pages: readonly ResolvedPage[]): CrossIssue[] {
  return [
    ...pages.flatMap((page) => [
      ...seoLengths(page),
      ...missingImage(site, page),
      ...coordinates(page),
    ]),
    ...orphans(site, pages),
  ];
}
