// Fields a block accepts but does not show in a given combination: the schema allows them (they
// are valid on their own), the page would silently drop them. A warning says where and why.
import type { ResolvedPage } from '../expand';
import type { Section } from '../types.generated';
import type { CrossIssue } from './problem';

interface Rule {
  type: Section['type'];
  field: string;
  /** Why the field is not shown in this section, or undefined when it is. */
  dropped: (section: Record<string, unknown>) => string | undefined;
  hint: string;
}

const withoutTitle = (section: Record<string, unknown>) =>
  section.title === undefined
    ? 'sin "title" el bloque no tiene encabezado donde mostrarlo'
    : undefined;

/** The same rule for a block's eyebrow and its intro, the two parts around its title. */
const headingParts = (
  type: Rule['type'],
  dropped: Rule['dropped'],
  hint: (field: string) => string,
): Rule[] => ['eyebrow', 'intro'].map((field) => ({ type, field, dropped, hint: hint(field) }));

const rules: Rule[] = [
  {
    type: 'logos',
    field: 'more',
    dropped: (section) =>
      section.layout === 'strip' || section.layout === 'row'
        ? 'solo se muestra con "layout": "wall"'
        : undefined,
    hint: 'Quita "more", o usa "layout": "wall" para mostrar la tarjeta final.',
  },
  ...headingParts(
    'logos',
    (section) =>
      section.layout === 'row' ? 'con "layout": "row" el título es una leyenda corta' : undefined,
    (field) => `Quita "${field}", o usa "layout": "wall".`,
  ),
  {
    type: 'cards',
    field: 'contactNote',
    dropped: (section) =>
      (section.items as { link?: { href: string } }[]).some(({ link }) =>
        link?.href.startsWith('#'),
      )
        ? undefined
        : 'ninguna tarjeta enlaza al formulario de contacto de esta página (un "link" con "href" que empiece con "#")',
    hint: 'Quita "contactNote", o enlaza las tarjetas al formulario, por ejemplo "href": "#contact-form".',
  },
  ...(['team', 'blogIndex', 'map'] as const).flatMap((type) =>
    headingParts(type, withoutTitle, (field) => `Agrega "title" al bloque, o quita "${field}".`),
  ),
];

export function ignoredFields({ file, page, entry }: ResolvedPage): CrossIssue[] {
  // A template's sections repeat on every generated page: report them once, on the template.
  if (entry) return [];
  return page.sections.flatMap((section, index) =>
    rules.flatMap(({ type, field, dropped, hint }) => {
      const fields = section as unknown as Record<string, unknown>;
      if (section.type !== type || fields[field] === undefined) return [];
      const reason = dropped(fields);
      if (!reason) return [];
      return [
        {
          file,
          pointer: `/sections/${index}/${field}`,
          message: `El campo "${field}" no aparece en la página: ${reason}.`,
          hint,
        },
      ];
    }),
  );
}
