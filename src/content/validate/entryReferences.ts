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
  ];
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
