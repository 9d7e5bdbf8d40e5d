// Entries of the collections that name other entries (a post its related posts, a case its
// related cases, a service its cases, their results and its lead): each name must exist, or the
// link, card or face would vanish from the page without a word.
import type { Collections } from '../collections';
import { suggest } from './messages';
import type { CrossIssue } from './problem';

/** A case's related cases name case ids (cs1…) that exist: an unknown one would vanish silently. */
function relatedCaseIds(collections: Collections): CrossIssue[] {
  const ids = collections.cases
    .map((entry) => entry.data.id)
    .sort((a, b) => a.localeCompare(b, 'es', { numeric: true }));
  return collections.cases.flatMap((entry) =>
    (entry.data.relatedCaseStudies ?? []).flatMap((id, index) => {
      if (ids.includes(id)) return [];
      return [
        {
          file: entry.file,
          pointer: `/relatedCaseStudies/${index}`,
          message: `Ningún caso tiene el id ${JSON.stringify(id)}.`,
          hint: `Usa el "id" de otro caso de site-config/collections/cases/ (hoy: ${ids.join(', ')}) o quítalo de la lista.`,
        },
      ];
    }),
  );
}

/** Related articles, a service's case links and its lead point at entries that exist; so do a
 *  case's related cases and a service's case card results. */
export function entryReferences(collections: Collections): CrossIssue[] {
  const posts = new Set(collections.blog.map((entry) => entry.slug));
  const cases = new Set(collections.cases.map((entry) => entry.slug));
  const team = new Set(collections.team.map((entry) => entry.slug));
  const missing = (
    file: string,
    pointer: string,
    slug: string,
    known: Set<string>,
    folder: string,
  ): CrossIssue[] =>
    known.has(slug)
      ? []
      : [
          {
            file,
            pointer,
            message: `No existe ${folder}/${slug}.`,
            hint: `${suggest(slug, [...known]) ? `¿Quisiste decir ${JSON.stringify(suggest(slug, [...known]))}? ` : ''}Usa el nombre de un archivo de site-config/collections/${folder}/, sin extensión.`,
          },
        ];
  return [
    ...collections.blog.flatMap((entry) =>
      (entry.data.relatedPosts ?? []).flatMap((post, index) =>
        missing(entry.file, `/relatedPosts/${index}/slug`, post.slug, posts, 'blog'),
      ),
    ),
    ...collections.services.flatMap((entry) =>
      (entry.data.caseStudies ?? []).flatMap((study, index) =>
        missing(entry.file, `/caseStudies/${index}/slug`, study.slug, cases, 'cases'),
      ),
    ),
    ...collections.services.flatMap((entry) =>
      entry.data.lead ? missing(entry.file, '/lead', entry.data.lead, team, 'team') : [],
    ),
    ...caseCardResults(collections),
    ...relatedCaseIds(collections),
    ...solutionScreens(collections),
  ];
}

/** A solution part shows a screen of its case's gallery by number: a number past the gallery's
 *  end would show nothing, and one screen shown twice left another part without one. */
function solutionScreens(collections: Collections): CrossIssue[] {
  return collections.cases.flatMap((entry) => {
    const count = entry.data.galleryImages?.length ?? 0;
    return entry.data.solution.flatMap(({ screen }, index) => {
      if (screen === undefined) return [];
      const pointer = `/solution/${index}/screen`;
      if (screen > count)
        return [
          {
            file: entry.file,
            pointer,
            message:
              count === 0
                ? 'El caso no tiene galleryImages: no hay pantalla que mostrar.'
                : `La galería del caso tiene ${count} ${count === 1 ? 'pantalla' : 'pantallas'}: no hay una número ${screen}.`,
            hint:
              count === 0
                ? 'Agrega la pantalla a "galleryImages" o quita "screen".'
                : `Usa un número del 1 al ${count} (el orden de "galleryImages") o quita "screen".`,
          },
        ];
      const first = entry.data.solution.findIndex((part) => part.screen === screen);
      if (first === index) return [];
      return [
        {
          file: entry.file,
          pointer,
          message: `La pantalla ${screen} ya se muestra junto a la parte ${first + 1} de la solución.`,
          hint: 'Cada pantalla acompaña a una sola parte: elige otra o quita "screen".',
        },
      ];
    });
  });
}

/** A service's case card names results its case has: an unknown one would fall back silently. */
function caseCardResults(collections: Collections): CrossIssue[] {
  return collections.services.flatMap((entry) =>
    (entry.data.caseStudies ?? []).flatMap((study, index) => {
      const results = collections.cases.find(({ slug }) => slug === study.slug)?.data.results;
      if (!results) return [];
      const titles = results.map(({ title }) => title);
      return (['result', 'cardResult'] as const).flatMap((field) => {
        const named = study[field];
        if (named === undefined || titles.includes(named)) return [];
        return [
          {
            file: entry.file,
            pointer: `/caseStudies/${index}/${field}`,
            message: `El caso ${study.slug} no tiene un resultado ${JSON.stringify(named)}.`,
            hint: `Usa el "title" de uno de sus "results": ${titles.map((title) => JSON.stringify(title)).join(', ')}.`,
          },
        ];
      });
    }),
  );
}
