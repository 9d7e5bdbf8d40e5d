// Every image a document names (logos, photos, covers, the sharing image) must be a file in
// public/, or the page ships a broken image. The crawler checks the built site too; this says so
// while editing, at the field, with the nearest existing file.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Collections } from '../collections';
import { projectRoot } from '../load';
import type { Site } from '../types.generated';
import { linkFieldNames } from './linkFields';
import { suggest } from './messages';
import type { CrossIssue, ParsedPage } from './problem';

const imagePath = /^\/[^\s?#]+\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** Files under public/, as the site serves them: "/logos/acme.svg". */
export function publicFiles(dir = join(projectRoot, 'public')): Set<string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => `/${join(entry.parentPath, entry.name).slice(dir.length + 1)}`),
  );
}

/** Image paths in a document (any field but links), with their JSON pointers. */
function* imagesIn(value: unknown, pointer = ''): Generator<{ pointer: string; src: string }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* imagesIn(item, `${pointer}/${index}`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (linkFieldNames().has(key)) continue;
      const child = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (typeof item === 'string' && imagePath.test(item)) yield { pointer: child, src: item };
      else yield* imagesIn(item, child);
    }
  }
}

export interface ImageReference {
  /** The document that names the image. */
  file: string;
  pointer: string;
  src: string;
}

/** Every image path named by the site, its pages and its collection entries, where it is named. */
export function imageReferences(
  site: { file: string; data: Site },
  pages: readonly ParsedPage[],
  collections: Collections,
): ImageReference[] {
  const documents = [
    { file: site.file, data: site.data as unknown },
    ...pages.map(({ file, page }) => ({ file, data: page as unknown })),
    ...Object.values(collections)
      .flat()
      .map((entry) => ({ file: entry.file, data: entry.data as unknown })),
  ];
  return documents.flatMap(({ file, data }) =>
    [...imagesIn(data)].map(({ pointer, src }) => ({ file, pointer, src })),
  );
}

export function missingImages(
  references: readonly ImageReference[],
  files: ReadonlySet<string> = publicFiles(),
): CrossIssue[] {
  const images = [...files].filter((file) => imagePath.test(file));
  return references
    .filter(({ src }) => !files.has(src))
    .map(({ file, pointer, src }) => {
      const near = suggest(src, images);
      return {
        file,
        pointer,
        message: `La imagen ${JSON.stringify(src)} no existe en public/.`,
        hint: `${near ? `¿Quisiste decir ${JSON.stringify(near)}? ` : ''}Agrega el archivo en public${src} o corrige la ruta (empieza con / y no lleva "public").`,
      };
    });
}
