import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import CaseStudies from './CaseStudies';

const longStory =
  'Los huéspedes reservaban por teléfono y la recepción anotaba todo en planillas compartidas. Construimos una plataforma de reservas con pagos en línea y avisos automáticos para cada huésped.';

const study = (fields: object) => ({
  id: 'lodge-sur',
  client: 'Lodge del Sur',
  industry: 'Turismo',
  headline: 'Reservas sin llamadas en temporada alta',
  description: longStory,
  image: '/cases/lodge-sur.svg',
  imageAlt: 'Calendario de reservas del lodge con la ocupación de febrero',
  metrics: [
    { value: '+30%', label: 'reservas directas' },
    { value: '-50%', label: 'llamadas a recepción' },
  ],
  techStack: ['React', 'Node.js'],
  detailSections: [
    { title: 'Contexto', description: 'Todo se coordinaba por teléfono y en planillas.' },
  ],
  ...fields,
});

const section = (fields: object = {}) =>
  sectionOf('caseStudies', {
    title: 'Lo que logramos con nuestros clientes',
    cases: [
      study({}),
      study({
        id: 'vina-norte',
        client: 'Viña Norte',
        industry: 'Agroindustria',
        headline: 'Trazabilidad de cada barrica',
        description: 'Sensores y una app móvil para seguir cada barrica desde la cosecha.',
        metrics: [{ value: '100%', label: 'barricas trazadas' }],
      }),
    ],
    ...fields,
  });

const render = (props: BlockProps<'caseStudies'>) =>
  renderHtml(<CaseStudies {...props} />)
    .replace(/ class="[^"]*"/g, '')
    .replace(/<!-- -->/g, '');

describe('CaseStudies', () => {
  it('shows each case with its picture (silent: the dialog describes it), client and industry, headline as h3 and lead metric', () => {
    const html = render(section());
    expect(html).toMatch(/<img src="\/cases\/lodge-sur.svg"[^>]* alt=""/);
    expect(html).toContain('<h3>Reservas sin llamadas en temporada alta</h3>');
    expect(html).toContain('<h3>Trazabilidad de cada barrica</h3>');
    const text = visibleText(html);
    expect(text).toContain('Lodge del Sur · Turismo Reservas sin llamadas en temporada alta');
    expect(text).toContain('+30% reservas directas');
    expect(text).toContain('Viña Norte · Agroindustria');
    // Only the first metric is on the card; the rest wait for the dialog.
    expect(text).not.toContain('llamadas a recepción');
  });

  it('leaves the description to the dialog: on the card it restated the headline', () => {
    const text = visibleText(render(section()));
    expect(text).not.toContain('Los huéspedes reservaban por teléfono');
    expect(text).not.toContain('Sensores y una app móvil para seguir cada barrica');
  });

  it('gives each card a "Ver caso" button that names the client and announces a dialog', () => {
    const buttons = [...render(section()).matchAll(/<button ([^>]*)>Ver caso<svg/g)].map(
      ([, attributes]) => attributes,
    );
    expect(buttons).toEqual([
      'type="button" aria-haspopup="dialog" aria-label="Ver caso: Lodge del Sur"',
      'type="button" aria-haspopup="dialog" aria-label="Ver caso: Viña Norte"',
    ]);
  });

  it("gives a card the case's dark drawing beside its light one, each marked for its theme", () => {
    const html = render(section({ cases: [study({ imageDark: '/cases/lodge-sur-oscuro.svg' })] }));
    const variants = [...html.matchAll(/<img src="([^"]+)"[^>]*data-(light|dark)-variant/g)];
    expect(variants.map(([, src, theme]) => [src, theme])).toEqual([
      ['/cases/lodge-sur.svg', 'light'],
      ['/cases/lodge-sur-oscuro.svg', 'dark'],
    ]);
  });
});
