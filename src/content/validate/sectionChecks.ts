// Checks inside one page that a schema cannot express: fields of one section that must agree with
// another section or field of the same page.
import type { CrossIssue, ParsedPage } from './problem';
import { sectionIds } from './linkChecks';

/** A section id is an anchor: used twice, links and the dot navigator jump to the first one. */
export function duplicateSectionIds({ file, page }: ParsedPage): CrossIssue[] {
  const firstIndex = new Map<string, number>();
  return page.sections.flatMap((section, index) => {
    if (!section.id) return [];
    const first = firstIndex.get(section.id);
    if (first === undefined) {
      firstIndex.set(section.id, index);
      return [];
    }
    return [
      {
        file,
        pointer: `/sections/${index}/id`,
        message: `El id ${JSON.stringify(section.id)} ya lo usa sections[${first}] (${page.sections[first]?.type}) en esta página.`,
        hint: `Cada sección necesita un id distinto: los enlaces a #${section.id} y el navegador de puntos saltan siempre a la primera. Cambia el id de una de las dos.`,
      },
    ];
  });
}

/** Each dot of the dot navigator jumps to a section of the same page. */
export function dotTargets({ file, page }: ParsedPage): CrossIssue[] {
  const ids = sectionIds(page);
  return (page.dotNavigation ?? []).flatMap((dot, index) =>
    ids.has(dot.id)
      ? []
      : [
          {
            file,
            pointer: `/dotNavigation/${index}/id`,
            message: `El punto ${JSON.stringify(dot.label)} salta a #${dot.id}, que no es una sección de esta página.`,
            hint: `Usa el "id" de una sección: ${[...ids].map((id) => JSON.stringify(id)).join(', ')}.`,
          },
        ],
  );
}

export function officeMatchesMap({ file, page }: ParsedPage): CrossIssue[] {
  const geo = page.localBusiness?.geo;
  if (!geo) return [];
  return page.sections.flatMap((section, index) =>
    section.type === 'map' &&
    (section.coordinates.lat !== geo.lat || section.coordinates.lng !== geo.lng)
      ? [
          {
            file,
            pointer: `/sections/${index}/coordinates`,
            message: `Las coordenadas del mapa (${section.coordinates.lat}, ${section.coordinates.lng}) no coinciden con las de la oficina en localBusiness.geo (${geo.lat}, ${geo.lng}).`,
            hint: 'Usa las mismas coordenadas en el mapa y en localBusiness.geo para que Google y el mapa muestren el mismo lugar.',
          },
        ]
      : [],
  );
}

/** A calculator's default choices, and the extras that need its backend, must be among its
 *  options. */
export function calculatorDefaults({ file, page }: ParsedPage): CrossIssue[] {
  return page.sections.flatMap((section, index) => {
    if (section.type !== 'calculator') return [];
    const checks = [
      {
        field: 'defaultComplexity',
        value: section.defaultComplexity,
        options: section.complexities.map((choice) => choice.id),
      },
      {
        field: 'defaultPlatform',
        value: section.defaultPlatform,
        options: section.platforms.map((choice) => choice.id),
      },
    ];
    const extras = section.extras.map((extra) => extra.id);
    const requiredBy = (section.backend.requiredBy ?? []).map((value, position) => ({
      field: `backend/requiredBy/${position}`,
      value,
      options: extras,
    }));
    return [...checks, ...requiredBy]
      .filter(({ value, options }) => !options.includes(value))
      .map(({ field, value, options }) => ({
        file,
        pointer: `/sections/${index}/${field}`,
        message: `${JSON.stringify(value)} no es una de las opciones de la calculadora.`,
        hint: `Usa el "id" de una opción: ${options.map((option) => JSON.stringify(option)).join(', ')}.`,
      }));
  });
}

/** A price table's tiers open a calculator of the same page with one of its levels chosen. */
export function priceTableCalculator({ file, page }: ParsedPage): CrossIssue[] {
  return page.sections.flatMap((section, index) => {
    if (section.type !== 'priceTable') return [];
    const target = section.calculator?.section;
    const calculator = page.sections.find((other) => other.id === target);
    const calculators = page.sections.flatMap((other) =>
      other.type === 'calculator' && other.id ? [JSON.stringify(other.id)] : [],
    );
    if (target !== undefined && calculator?.type !== 'calculator')
      return [
        {
          file,
          pointer: `/sections/${index}/calculator/section`,
          message: `#${target} no es una calculadora de esta página.`,
          hint: calculators.length
            ? `Usa el "id" de su sección: ${calculators.join(', ')}.`
            : 'Agrega a la página una sección "calculator" con un "id", o quita "calculator".',
        },
      ];
    const levels =
      calculator?.type === 'calculator' ? calculator.complexities.map(({ id }) => id) : [];
    return section.tiers.flatMap((tier, tierIndex) =>
      tier.complexity === undefined || levels.includes(tier.complexity)
        ? []
        : [
            {
              file,
              pointer: `/sections/${index}/tiers/${tierIndex}/complexity`,
              message: calculator
                ? `${JSON.stringify(tier.complexity)} no es uno de los niveles de la calculadora #${target}.`
                : `El nivel ${JSON.stringify(tier.name)} abre la calculadora, pero la tabla no dice cuál ("calculator").`,
              hint: calculator
                ? `Usa el "id" de un nivel: ${levels.map((level) => JSON.stringify(level)).join(', ')}.`
                : `Agrega "calculator": { "section": "<id de la calculadora>" } a la tabla${calculators.length ? ` (en esta página: ${calculators.join(', ')})` : ''}, o quita "complexity".`,
            },
          ],
    );
  });
}

/** Every row of a comparison has one value per column. */
export function comparisonRows({ file, page }: ParsedPage): CrossIssue[] {
  return page.sections.flatMap((section, index) =>
    section.type !== 'comparison'
      ? []
      : section.rows.flatMap((row, rowIndex) =>
          row.values.length === section.columns.length
            ? []
            : [
                {
                  file,
                  pointer: `/sections/${index}/rows/${rowIndex}/values`,
                  message: `La fila ${JSON.stringify(row.aspect)} tiene ${row.values.length} valores, pero la tabla tiene ${section.columns.length} columnas.`,
                  hint: 'Escribe un valor por columna, en el mismo orden que "columns".',
                },
              ],
        ),
  );
}

/** A HowTo takes its steps from a cards section of the same page, so they match what is shown. */
export function howToSteps({ file, page }: ParsedPage): CrossIssue[] {
  const from = page.howTo?.stepsFrom;
  if (from === undefined) return [];
  const section = page.sections.find((candidate) => candidate.id === from);
  if (section?.type === 'cards') return [];
  const cardIds = page.sections.flatMap((candidate) =>
    candidate.type === 'cards' && candidate.id ? [candidate.id] : [],
  );
  return [
    {
      file,
      pointer: '/howTo/stepsFrom',
      message: section
        ? `La sección ${JSON.stringify(from)} es de tipo ${JSON.stringify(section.type)}, no "cards".`
        : `No hay una sección con "id": ${JSON.stringify(from)} en esta página.`,
      hint: cardIds.length
        ? `Usa el id de una sección de tarjetas: ${cardIds.map((id) => JSON.stringify(id)).join(', ')}.`
        : 'Agrega una sección "cards" con un "id" y escribe los pasos como sus tarjetas.',
    },
  ];
}

/** A card grid shows images on all its cards or on none: one card without its picture reads as
 * a picture that failed to load, and its row's titles no longer start on one line. */
export function cardImages({ file, page }: ParsedPage): CrossIssue[] {
  return page.sections.flatMap((section, index) => {
    if (section.type !== 'cards') return [];
    const withImage = section.items.filter((item) => item.image).length;
    if (withImage === 0 || withImage === section.items.length) return [];
    return section.items.flatMap((item, itemIndex) =>
      item.image
        ? []
        : [
            {
              file,
              pointer: `/sections/${index}/items/${itemIndex}`,
              message: `La tarjeta ${JSON.stringify(item.title)} no tiene "image", pero ${withImage} de las ${section.items.length} tarjetas de esta sección sí.`,
              hint: 'Agrega "image" (con "src" y "alt") a esta tarjeta, o quítala de las demás: una grilla muestra imágenes en todas sus tarjetas o en ninguna.',
            },
          ],
    );
  });
}

/** A form that opens the page heads it with the page's h1: below another section it would be a
 * second h1, after the hero's. */
export function pageOpeners({ file, page }: ParsedPage): CrossIssue[] {
  return page.sections.flatMap((section, index) =>
    index > 0 && section.type === 'contactForm' && section.opensPage
      ? [
          {
            file,
            pointer: `/sections/${index}/opensPage`,
            message: `Solo la primera sección abre la página, y este formulario es la sección ${index + 1}.`,
            hint: 'Quita "opensPage" (el formulario lleva entonces un título de sección), o mueve el formulario al principio de "sections" y quita la sección que abría la página.',
          },
        ]
      : [],
  );
}
