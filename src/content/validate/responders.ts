// A contact form's responder against the team collection, where each person's facts are kept.
import type { Collections } from '../collections';
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
