// A call to action's person must be on the team, with the closest file name offered.
import { describe, expect, it } from 'vitest';
import { fixtureSources } from '../../../tests/unit/fixtureSite';
import { sourceTexts } from '../load';
import { validateConfig } from '.';
import { formatReport } from './format';

/** The fixture site with its city page's closing call to action answered by `person`. */
function ctaWith(person: string) {
  const sources = fixtureSources();
  const page = sources.pages.find(({ file }) =>
    file.endsWith('/desarrollo-software-santiago.json'),
  );
  const cta = '"actions": [{ "label": "Agenda una reunión", "href": "/contacto" }],';
  if (!page?.text.includes(cta)) throw new Error('the fixture city page lost its closing call');
  page.text = page.text.replace(cta, `"person": ${JSON.stringify(person)},\n      ${cta}`);
  return sources;
}

describe('ctaPeopleOnTeam', () => {
  it('accepts someone on the team', () => {
    const { problems, config } = validateConfig(ctaWith('camila-rojas'));
    expect(config).toBeDefined();
    expect(problems.filter(({ path }) => path.endsWith('/person'))).toEqual([]);
  });

  it('rejects a name with no team file, at the field, with the closest name', () => {
    const sources = ctaWith('camila-roja');
    const printed = formatReport(validateConfig(sources).problems, sourceTexts(sources));
    expect(printed).toMatch(/Campo: sections\[\d+\]\.person/);
    expect(printed).toContain('Error: No hay nadie en el equipo con el archivo "camila-roja".');
    expect(printed).toContain('Cómo arreglarlo: ¿Quisiste decir "camila-rojas"?');
  });
});
