// A page's contactService must name a service that exists, with the closest name offered.
import { describe, expect, it } from 'vitest';
import { fixtureSources } from '../../../tests/unit/fixtureSite';
import { sourceTexts, type ConfigSources } from '../load';
import { validateConfig } from '.';
import { formatReport } from './format';

const report = (sources: ConfigSources) =>
  formatReport(validateConfig(sources).problems, sourceTexts(sources));

/** The fixture site with `fields` (JSON members) added to its city page. */
function santiagoWith(fields: Record<string, unknown>) {
  const sources = fixtureSources();
  const page = sources.pages.find(({ file }) =>
    file.endsWith('/desarrollo-software-santiago.json'),
  );
  if (!page) throw new Error('the fixture site lost its city page');
  const members = Object.entries(fields).map(
    ([key, value]) => `"${key}": ${JSON.stringify(value)}`,
  );
  page.text = page.text.replace('"sections": [', `${members.join(',\n  ')},\n  "sections": [`);
  return sources;
}

/** The fixture site with its city page's links carrying `service`. */
const carrying = (service: string) => santiagoWith({ contactService: service });

const topic = { subject: 'Auditoría', note: 'Te escribimos.' };

describe('contactService.ts', () => {
  it('accepts a service of the collection', () => {
    const { problems, config } = validateConfig(carrying('desarrollo-aplicaciones-moviles'));
    expect(config).toBeDefined();
    expect(problems.filter(({ path }) => path === 'contactService')).toEqual([]);
  });

  it('rejects a service that does not exist, at the field, with the closest name', () => {
    const printed = report(carrying('desarrollo-aplicaciones-movil'));
    expect(printed).toContain('Campo: contactService');
    expect(printed).toContain('Error: No existe el servicio "desarrollo-aplicaciones-movil".');
    expect(printed).toContain(
      'Cómo arreglarlo: ¿Quisiste decir "desarrollo-aplicaciones-moviles"? Usa el nombre de un archivo de site-config/collections/services/, sin .json (hoy: desarrollo-aplicaciones-moviles).',
    );
    expect(printed).toMatch(/^site-config\/pages\/desarrollo-software-santiago\.json:\d+:\d+\n/);
  });

  it('rejects a topic of its own beside a service, at the topic, saying which to keep', () => {
    const sources = santiagoWith({
      contactService: 'desarrollo-aplicaciones-moviles',
      contactTopic: topic,
    });
    const printed = report(sources);
    expect(printed).toContain('Campo: contactTopic');
    expect(printed).toContain(
      'Error: Esta página ya lleva un servicio al formulario (contactService): no puede llevar además un tema.',
    );
  });

  it("rejects a topic's lead who is not on the team, at the field, with the closest name", () => {
    const sources = santiagoWith({ contactTopic: { ...topic, lead: 'camila-roja' } });
    const printed = report(sources);
    expect(printed).toContain('Campo: contactTopic.lead');
    expect(printed).toContain('Error: No hay nadie en el equipo con el archivo "camila-roja".');
    expect(printed).toContain('Cómo arreglarlo: ¿Quisiste decir "camila-rojas"?');
  });
});
