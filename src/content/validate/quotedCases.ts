// A quotes block names cases by their file name: each must exist and have a testimonial, or its
// card would vanish from the page without a word.
import type { Collections } from '../collections';
import { suggest } from './messages';
import type { CrossIssue, ParsedPage } from './problem';

export function quotedCases({ file, page }: ParsedPage, collections: Collections): CrossIssue[] {
  const slugs = collections.cases.map((entry) => entry.slug);
  const quoted = collections.cases.filter((entry) => entry.data.testimonial).map((e) => e.slug);
  return page.sections.flatMap((section, index) =>
    section.type !== 'caseQuotes'
      ? []
      : section.cases.flatMap((slug, caseIndex): CrossIssue[] => {
          const pointer = `/sections/${index}/cases/${caseIndex}`;
          if (!slugs.includes(slug)) {
            const near = suggest(slug, slugs);
            return [
              {
                file,
                pointer,
                message: `No existe el caso ${JSON.stringify(slug)}.`,
                hint: `${near ? `¿Quisiste decir ${JSON.stringify(near)}? ` : ''}Usa el nombre de un archivo de site-config/collections/cases/, sin .json.`,
              },
            ];
          }
          if (quoted.includes(slug)) return [];
          return [
            {
              file,
              pointer,
              message: `El caso ${JSON.stringify(slug)} no tiene "testimonial", así que no hay cita que mostrar.`,
              hint: `Agrega "testimonial" (quote, author, position) al caso, o elige uno que lo tenga: ${quoted.join(', ')}.`,
            },
          ];
        }),
  );
}
