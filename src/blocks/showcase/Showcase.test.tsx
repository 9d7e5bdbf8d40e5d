import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Showcase from './Showcase';
import { sampleProject } from './sampleProject';

const project = sampleProject;

const section = (fields: object = {}) =>
  sectionOf('showcase', {
    title: 'Productos que construimos',
    projects: [
      project({}),
      project({
        id: 'bodega-norte',
        name: 'Inventario minero',
        category: 'Minería',
        techStack: ['Flutter', 'Firebase', 'Go', 'Kafka', 'Grafana'],
      }),
    ],
    ...fields,
  });

/** Server HTML without class names or React's text separators. */
const render = (props: BlockProps<'showcase'>) =>
  renderHtml(<Showcase {...props} />)
    .replace(/ class="[^"]*"/g, '')
    .replace(/<!-- -->/g, '');

describe('Showcase', () => {
  it('shows each project’s capture with its alt text, category, name as h3 and summary', () => {
    const html = render(section());
    expect(html).toMatch(
      /<img src="\/cases\/reservas-sur.svg"[^>]* alt="Calendario de reservas con las habitaciones libres de la semana"/,
    );
    expect(html).toContain('<h3>Reservas para lodges</h3>');
    expect(html).toContain('<h3>Inventario minero</h3>');
    expect(visibleText(html)).toContain(
      'Turismo Reservas para lodges Reservas en línea y pagos para lodges del sur de Chile.',
    );
  });

  it('keeps the card short: the first 2 metrics only, and the full story for the dialog', () => {
    const text = visibleText(render(section()));
    expect(text).toContain('+30% reservas directas −40% llamadas a recepción');
    expect(text).not.toContain('nota en tiendas');
    expect(text).not.toContain('calendario compartido entre recepción y limpieza');
  });

  it('lists 4 technologies and says how many more, in words for screen readers', () => {
    const html = render(section());
    expect(html).toMatch(
      /<ul[^>]*><li>React<\/li><li>Node.js<\/li><li>PostgreSQL<\/li><li data-more="">.*?<\/li><\/ul>/,
    );
    // The '+N' tag shares the last name's item, so it never wraps alone onto a row.
    expect(html).toContain(
      '<li data-more=""><span>AWS</span><span aria-hidden="true">+2</span><span> y 2 tecnologías más</span></li>',
    );
    expect(html).toContain('<span aria-hidden="true">+1</span><span> y 1 tecnología más</span>');
    expect(html).not.toContain('Stripe');
  });

  it('gives each card a "Ver detalles" button that names its project and announces a dialog', () => {
    const buttons = [...render(section()).matchAll(/<button ([^>]*)>Ver detalles<\/button>/g)].map(
      ([, attributes]) => attributes,
    );
    expect(buttons).toEqual([
      'type="button" aria-haspopup="dialog" aria-label="Ver detalles: Reservas para lodges"',
      'type="button" aria-haspopup="dialog" aria-label="Ver detalles: Inventario minero"',
    ]);
  });

  it("gives a project's card its dark capture beside its light one, each marked for its theme", () => {
    const dark = '/cases/proyecto-oscuro.svg';
    const html = render(section({ projects: [project({ screenshotDark: dark })] }));
    const variants = [...html.matchAll(/<img src="([^"]+)"[^>]*data-(light|dark)-variant/g)];
    expect(variants.map(([, src, theme]) => [src, theme])).toEqual([
      [project({}).screenshot, 'light'],
      [dark, 'dark'],
    ]);
  });
});
