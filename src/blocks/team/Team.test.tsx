import { describe, expect, it } from 'vitest';
import type { Entry } from '../../content/collections';
import type { BlockProps, TeamMember } from '../../content/types.generated';
import { fixtureEnv, renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Team from './Team';

const member = (slug: string, data: Partial<TeamMember>): Entry<TeamMember> => ({
  slug,
  file: `${slug}.json`,
  data: {
    order: 1,
    name: 'Persona de prueba',
    role: 'Desarrolladora',
    image: `/team/${slug}.svg`,
    gif: `/team/${slug}-animado.svg`,
    text: 'Construye productos digitales con foco en quienes los usan.',
    gradient: 'purple-blue',
    expertise: ['React'],
    ...data,
  },
});

const members = [
  member('valentina-soto', {
    order: 1,
    name: 'Valentina Soto',
    role: 'Jefa de Producto',
    text: 'Ordena el roadmap con los clientes y cuida que cada entrega resuelva un problema real.',
    expertise: ['Descubrimiento de producto', 'Métricas de uso'],
  }),
  member('matias-fuentes', {
    order: 2,
    name: 'Matías Fuentes',
    role: 'Ingeniero de Datos',
    text: 'Diseña los flujos de datos que alimentan los tableros de operación.',
    expertise: ['Python', 'Modelado de datos', 'Airflow'],
  }),
];

const content = {
  ...fixtureEnv.content,
  collections: { ...fixtureEnv.content.collections, team: members },
};

const section = (fields: object) =>
  sectionOf('team', { title: 'Quiénes hacen el trabajo', ...fields });

const render = (props: BlockProps<'team'>) => renderHtml(<Team {...props} content={content} />);

describe('Team', () => {
  it('shows one card per member, named by its heading, with role, expertise and bio', () => {
    const html = render(section({}));
    const cards = [...html.matchAll(/<li[^>]* aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    expect(cards).toHaveLength(members.length);
    members.forEach(({ data }, index) => {
      expect(html).toMatch(new RegExp(`<h3 id="${cards[index]}">${data.name}</h3>`));
      expect(html).toContain(`aria-label="Experiencia de ${data.name}"`);
    });
    const text = visibleText(html);
    expect(text).toContain(
      'Matías Fuentes Ingeniero de Datos Python Modelado de datos Airflow Diseña los flujos',
    );
    expect(text.indexOf('Valentina Soto')).toBeLessThan(text.indexOf('Matías Fuentes'));
  });

  it('describes each portrait by the person’s name and hides its animated copy from screen readers', () => {
    const html = render(section({}));
    expect(html).toMatch(
      /<img src="\/team\/valentina-soto.svg"[^>]* alt="Retrato de Valentina Soto"/,
    );
    expect(html).toMatch(/<img src="\/team\/valentina-soto-animado.svg"[^>]* alt=""/);
    expect(html.match(/alt="Retrato de /g)).toHaveLength(members.length);
  });

  it('marks each card with its first area and how many more, silent for screen readers, which read the list', () => {
    const html = render(section({}));
    const cues = [...html.matchAll(/<span[^>]* aria-hidden="true"[^>]*>([^<]+)<\/span>/g)].map(
      (match) => match[1],
    );
    expect(cues).toEqual(
      members.map(({ data }) =>
        data.expertise.length > 1
          ? `${data.expertise[0]} +${data.expertise.length - 1}`
          : data.expertise[0],
      ),
    );
  });

  it('shows the default hover hint from the schema unless the JSON rewords it', () => {
    const hint = 'Pasa el cursor o enfoca una tarjeta para ver en qué es experta cada persona.';
    expect(section({}).hoverHint).toBe(hint);
    expect(visibleText(render(section({})))).toContain(hint);
    const reworded = visibleText(render(section({ hoverHint: 'Explora cada tarjeta.' })));
    expect(reworded).toContain('Explora cada tarjeta.');
    expect(reworded).not.toContain(hint);
  });

  it('without a title leaves out the heading and the hint, but keeps the cards', () => {
    const html = render(section({ title: undefined }));
    expect(html).not.toContain('<h2');
    expect(visibleText(html)).not.toContain('Pasa el cursor');
    expect(html.match(/<h3 /g)).toHaveLength(members.length);
  });
});
