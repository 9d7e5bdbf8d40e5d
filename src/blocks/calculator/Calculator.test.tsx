import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { fixtureCalculator } from '../../../tests/unit/fixtureSite';
import { fixtureEnv, renderHtml as render, visibleText } from '../../../tests/unit/renderBlock';
import Calculator from './Calculator';

const block = fixtureCalculator();

/** The calculator's server HTML, styles left out. */
const renderHtml = (props: BlockProps<'calculator'>) =>
  render(<Calculator {...props} context={fixtureEnv.context} />);

/** The calculator's visible text, tags stripped, no-break spaces as spaces. */
const renderText = (props: BlockProps<'calculator'>) => visibleText(renderHtml(props));

const inputs = (html: string) => [...html.matchAll(/<input [^>]*>/g)].map(([tag]) => tag);

describe('Calculator', () => {
  it('shows the default labels from the schema and the default estimate', () => {
    const text = renderText(block);
    for (const words of ['Complejidad', 'Plataforma', 'Backend y extras', 'Estimación'])
      expect(text).toContain(words);
    expect(text).toContain('desde $3.000.000');
    expect(text).toContain('11.6M CLP');
    expect(text).toContain('aprox. USD 12.889');
  });

  it('says what lies past the last complexity inside its group, and nothing when not given', () => {
    const note = 'Más grande que Compleja: lo cotizamos contigo.';
    const html = renderHtml({ ...block, complexityNote: note });
    const complexityGroup = html.slice(0, html.indexOf('</fieldset>'));
    expect(visibleText(complexityGroup)).toContain(note);
    expect(visibleText(renderHtml(block))).not.toContain(note);
  });

  it('renders real radios and checkboxes in fieldsets, the defaults checked', () => {
    const html = renderHtml(block);
    expect(html.match(/<fieldset/g)).toHaveLength(3);
    expect(html.match(/<legend>/g)).toHaveLength(3);
    const tags = inputs(html);
    expect(tags.filter((tag) => tag.includes('type="radio"'))).toHaveLength(6);
    expect(tags.filter((tag) => tag.includes('type="checkbox"'))).toHaveLength(7);
    // One name per radio group, so the arrow keys move within it.
    const names = new Set(tags.slice(0, 3).map((tag) => /name="([^"]+)"/.exec(tag)?.[1]));
    expect(names.size).toBe(1);
    expect(
      tags.filter((tag) => / checked=""/.test(tag)).map((tag) => /value="([^"]+)"/.exec(tag)?.[1]),
    ).toEqual(['media', 'ambas', '#backend']);
  });

  it('shows each option’s price effect and the breakdown of the default estimate', () => {
    const text = renderText(block);
    for (const effect of [
      'Sin recargo',
      '+ $3.600.000',
      '+ $2.000.000',
      '+ $500.000',
      '+ $1.200.000',
    ])
      expect(text).toContain(effect);
    expect(text).toContain('Complejidad: Media $6.000.000');
    expect(text).toContain('Plataforma: iOS y Android + $3.600.000');
    expect(text).toContain('Backend y panel de administración + $2.000.000');
    expect(text).toContain('Total $11.600.000');
  });

  it('gives the phone bar a real button that says whether the breakdown is open', () => {
    const html = renderHtml(block);
    const button =
      /<button type="button" class="toggle" aria-expanded="false" aria-controls="([^"]+)"/.exec(
        html,
      );
    expect(button).not.toBeNull();
    expect(html).toContain(`id="${button?.[1]}"`);
    expect(renderText(block)).toContain('Detalle de la estimación');
  });

  it("shows the chosen complexity's time to build under the total, where the page gives it", () => {
    expect(renderText(block)).not.toContain('Plazo estimado');
    const complexities = block.complexities.map((choice) => ({
      ...choice,
      duration: choice.id === block.defaultComplexity ? '4-6 meses' : '2-3 meses',
    }));
    expect(renderText({ ...block, complexities })).toContain('Plazo estimado: 4-6 meses');
  });

  it('takes every visible word from its labels', () => {
    const labels = {
      ...block.labels,
      complexity: 'Tamaño del proyecto',
      platform: 'Sistemas',
      extras: 'Agregados',
      from: 'a partir de',
      estimate: 'Valor aproximado',
      total: 'Suma',
      breakdown: 'Cómo se calcula',
      closeBreakdown: 'Ocultar el cálculo',
      noSurcharge: 'Incluido',
    };
    // The default disclaimer starts with "Estimación": reword it so only the labels are left.
    const text = renderText({ ...block, labels, disclaimer: 'Valor referencial.' });
    for (const words of ['Tamaño del proyecto', 'Sistemas', 'Agregados', 'Valor aproximado'])
      expect(text).toContain(words);
    expect(text).toContain('a partir de $3.000.000');
    expect(text).toContain('Suma $11.600.000');
    expect(text).toContain('Cómo se calcula');
    expect(text).toContain('iOS Incluido');
    expect(renderHtml({ ...block, labels })).toContain('aria-label="Ocultar el cálculo"');
    for (const words of [
      'Complejidad',
      'Plataforma',
      'Backend y extras',
      'Estimación',
      'desde',
      'Total',
      'Sin recargo',
      'Detalle',
    ])
      expect(text).not.toContain(words);
  });
});
