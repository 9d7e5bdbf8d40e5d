// Checks that span files or fields, which a JSON Schema cannot express: unique routes,
// templates and the entries they name, entries that name each other (entryReferences.ts),
// internal links (linkChecks.ts) and sections of one page that must agree (sectionChecks.ts).
import { templateCollections, type Collections } from '../collections';
import { isTemplate, placeholdersIn } from '../expand';
import { socialFile, socialFolders } from '../../lib/rasterImages';
import type { Page, Site } from '../types.generated';
import type { CrossIssue, ParsedPage } from './problem';
import { impossibleBlogDates } from './blogDates';
import { misplacedCoordinates } from './coordinates';
import { imageReferences, missingImages } from './images';
import { brokenSvgs } from './svgSyntax';
import { brokenLinks } from './linkChecks';
import { entryReferences } from './entryReferences';
import { quotedCases } from './quotedCases';
import { contactService } from './contactService';
import { legalTokenPattern } from '../siteTokens';
import { ctaPeopleOnTeam, respondersOnTeam } from './responders';
import {
  calculatorDefaults,
  priceTableCalculator,
  cardImages,
  comparisonRows,
  dotTargets,
  duplicateSectionIds,
  howToSteps,
  officeMatchesMap,
  pageOpeners,
} from './sectionChecks';

/** '"blog", "cases" o "services"' */
const templateCollectionList = new Intl.ListFormat('es', { type: 'disjunction' }).format(
  templateCollections.map((name) => JSON.stringify(name)),
);

/** Two pages with one path: reported in every file that has it, each naming the others, since
 * either may be the one the marketer just edited. */
function duplicatePaths(pages: readonly ParsedPage[]): CrossIssue[] {
  const filesByPath = new Map<string, string[]>();
  for (const { file, page } of pages) {
    const files = filesByPath.get(page.path) ?? [];
    files.push(file);
    filesByPath.set(page.path, files);
  }
  return pages.flatMap(({ file, page }) => {
    const others = (filesByPath.get(page.path) ?? []).filter((other) => other !== file);
    if (others.length === 0) return [];
    return [
      {
        file,
        pointer: '/path',
        message: `La ruta ${JSON.stringify(page.path)} también la usa ${others.join(' y ')}.`,
        hint: 'Cada página necesita una ruta única: cambia "path" en uno de los archivos.',
      },
    ];
  });
}

/** A template page needs a collection, and its placeholders must name fields of the entries. */
function templates({ file, page }: ParsedPage, collections: Collections): CrossIssue[] {
  if (!isTemplate(page)) {
    const [field] = placeholdersIn(page.meta.ogImage ?? '');
    return [
      ...(page.collection || page.notFound
        ? [
            {
              file,
              pointer: page.collection ? '/collection' : '/notFound',
              message:
                'Solo una página plantilla (con path terminado en /:slug) usa "collection" y "notFound".',
              hint: 'Agrega /:slug al final de "path" o quita estos campos.',
            },
          ]
        : []),
      ...(field
        ? [
            {
              file,
              pointer: '/meta/ogImage',
              message: `Solo una página plantilla toma su imagen de un campo como {${field}}.`,
              hint: 'Usa la ruta de una imagen PNG, JPG o WebP dentro de public/, como "/brand/og-default.png".',
            },
          ]
        : []),
    ];
  }
  if (!page.collection)
    return [
      {
        file,
        pointer: '/path',
        message: `La página ${page.path} es una plantilla, pero no dice de qué colección.`,
        hint: `Agrega "collection": ${templateCollectionList}.`,
      },
    ];
  const [sample] = collections[page.collection];
  if (!sample) return [];
  const fields = Object.keys(sample.data);
  const texts = [
    ['/meta/title', page.meta.title],
    ['/meta/description', page.meta.description],
    ['/meta/ogImage', page.meta.ogImage ?? ''],
    ...(page.breadcrumb ?? []).map((item, index) => [`/breadcrumb/${index}/text`, item.text]),
  ] as const;
  const unknownFields = texts.flatMap(([pointer, text]) =>
    placeholdersIn(text)
      .filter((name) => !fields.includes(name))
      .map((name) => ({
        file,
        pointer,
        message: `{${name}} no es un campo de la colección ${page.collection}.`,
        hint: `Usa uno de: ${fields.map((field) => `{${field}}`).join(', ')}.`,
      })),
  );
  return [...unknownFields, ...sharedDrawings(file, page, collections[page.collection])];
}

/** A template's sharing image names a field whose value, in every entry, is a drawing the build
 *  draws a sharing JPEG of (lib/rasterImages), or a PNG, JPEG or WebP. */
function sharedDrawings(
  file: string,
  page: ParsedPage['page'],
  entries: Collections[keyof Collections],
): CrossIssue[] {
  const [field] = placeholdersIn(page.meta.ogImage ?? '');
  if (!field) return [];
  return entries.flatMap((entry) => {
    const value = (entry.data as unknown as Record<string, unknown>)[field];
    if (typeof value !== 'string' || socialFile(value) || sharedFormat.test(value)) return [];
    return [
      {
        file,
        pointer: '/meta/ogImage',
        message: `{${field}} de ${entry.file} (${JSON.stringify(value)}) no sirve como imagen para redes.`,
        hint: `Usa un campo con un dibujo SVG de public/${socialFolders.join(' o public/')}, o una imagen PNG, JPG o WebP.`,
      },
    ];
  });
}

const sharedFormat = /\.(png|jpe?g|webp)$/;

// Blocks that show one entry work only on the template page of their collection.
const entryBlocks: Partial<Record<Page['sections'][number]['type'], Page['collection']>> = {
  blogArticle: 'blog',
  caseDetail: 'cases',
  serviceDetail: 'services',
};

function entryBlocksOnTemplates({ file, page }: ParsedPage): CrossIssue[] {
  return page.sections.flatMap((section, index) => {
    const collection = entryBlocks[section.type];
    if (!collection || page.collection === collection) return [];
    return [
      {
        file,
        pointer: `/sections/${index}/type`,
        message: `El bloque ${JSON.stringify(section.type)} muestra una entrada de la colección ${collection} y solo funciona en su página plantilla.`,
        hint: `Úsalo en la página con "collection": ${JSON.stringify(collection)} y un path terminado en /:slug.`,
      },
    ];
  });
}

/** {razonSocial}, {rut} and {domicilio} in a text (RichText) need site.json's legal data. */
function legalTokens(site: { file: string; data: Site }, pages: readonly ParsedPage[]) {
  if (site.data.legal) return [];
  return pages.flatMap(({ file, page }) =>
    page.sections.flatMap((section, sectionIndex) =>
      section.type !== 'richText'
        ? []
        : section.parts.flatMap((part, partIndex) =>
            (part.paragraphs ?? []).flatMap((paragraph, index) => {
              const token = legalTokenPattern.exec(paragraph)?.[0];
              if (!token) return [];
              return [
                {
                  file,
                  pointer: `/sections/${sectionIndex}/parts/${partIndex}/paragraphs/${index}`,
                  message: `El texto usa ${token}, pero ${site.file} no tiene datos legales ("legal").`,
                  hint: 'Agrega en site.json "legal": { "name": razón social, "rut": "76.123.456-7", "address": domicilio legal }, o quita la marca del texto.',
                },
              ];
            }),
          ),
    ),
  );
}

export function crossCheck(
  site: { file: string; data: Site },
  pages: readonly ParsedPage[],
  collections: Collections,
): CrossIssue[] {
  const images = imageReferences(site, pages, collections);
  return [
    ...duplicatePaths(pages),
    ...legalTokens(site, pages),
    ...brokenLinks(site, pages, collections),
    ...missingImages(images),
    ...brokenSvgs(images),
    ...pages.flatMap((page) => templates(page, collections)),
    ...entryReferences(collections),
    ...pages.flatMap((page) => quotedCases(page, collections)),
    ...pages.flatMap((page) => contactService(page, collections)),
    ...respondersOnTeam(pages, collections),
    ...ctaPeopleOnTeam(pages, collections),
    ...impossibleBlogDates(collections),
    ...pages.flatMap(entryBlocksOnTemplates),
    ...pages.flatMap(misplacedCoordinates),
    ...pages.flatMap(officeMatchesMap),
    ...pages.flatMap(calculatorDefaults),
    ...pages.flatMap(priceTableCalculator),
    ...pages.flatMap(comparisonRows),
    ...pages.flatMap(cardImages),
    ...pages.flatMap(howToSteps),
    ...pages.flatMap(dotTargets),
    ...pages.flatMap(duplicateSectionIds),
    ...pages.flatMap(pageOpeners),
  ];
}
