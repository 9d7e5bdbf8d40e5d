// A contact form's responder against the team collection, where each person's facts are kept.
import type { Collections } from '../collections';
import { suggest } from './messages';
import type { CrossIssue, ParsedPage } from './problem';

/** The person a contact form names as the one who answers is on the team, as the team page shows
 * them: the same role and portrait (each fact is kept once, in the team collection). */
export function respondersOnTeam(
  pages: readonly ParsedPage[],
  collections: Collections,
): CrossIssue[] {
  const team = collections.team.map((entry) => entry.data);
  if (team.length === 0) return [];
  return pages.flatMap(({ file, page }) =>
    page.sections.flatMap((section, index) => {
      if (section.type !== 'contactForm' || !section.responder) return [];
      const { name, role, image } = section.responder;
      const pointer = `/sections/${index}/responder`;
      const member = team.find((person) => person.name === name);
      if (!member)
        return [
          {
            file,
            pointer: `${pointer}/name`,
            message: `${JSON.stringify(name)} no está en el equipo (site-config/collections/team/).`,
            hint: `Usa el nombre de una persona del equipo: ${team.map((person) => person.name).join(', ')}.`,
          },
        ];
      return (['role', 'image'] as const)
        .filter((field) => ({ role, image })[field] !== member[field])
        .map((field) => ({
          file,
          pointer: `${pointer}/${field}`,
          message: `En su ficha del equipo, ${name} tiene ${field === 'role' ? 'el cargo' : 'el retrato'} ${JSON.stringify(member[field])}.`,
          hint: `Usa ${JSON.stringify(member[field])}, como en site-config/collections/team/, para que el sitio diga lo mismo en todas partes.`,
        }));
    }),
  );
}

/** A page field that names a team member by file (a topic's lead, a call to action's person)
 *  and names no one on the team: at the field, with the closest file name. */
export function unknownTeamFile(
  file: string,
  pointer: string,
  slug: string,
  collections: Collections,
): CrossIssue[] {
  const people = collections.team.map((entry) => entry.slug);
  if (people.includes(slug)) return [];
  const near = suggest(slug, people);
  return [
    {
      file,
      pointer,
      message: `No hay nadie en el equipo con el archivo ${JSON.stringify(slug)}.`,
      hint: `${near ? `¿Quisiste decir ${JSON.stringify(near)}? ` : ''}Usa el nombre de un archivo de site-config/collections/team/, sin .json (hoy: ${people.join(', ')}).`,
    },
  ];
}

/** A call to action's person is someone on the team: the band shows their face, name and role
 *  from their card (a misspelt name would show no one, without a word). */
export function ctaPeopleOnTeam(
  pages: readonly ParsedPage[],
  collections: Collections,
): CrossIssue[] {
  return pages.flatMap(({ file, page }) =>
    page.sections.flatMap((section, index) =>
      section.type === 'cta' && section.person !== undefined
        ? unknownTeamFile(file, `/sections/${index}/person`, section.person, collections)
        : [],
    ),
  );
}
