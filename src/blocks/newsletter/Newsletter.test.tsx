import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { fixtureEnv, renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import Newsletter from './Newsletter';

const section = (fields: object = {}) =>
  sectionOf('newsletter', { title: 'Novedades del squad cada mes', ...fields });

const render = (props: BlockProps<'newsletter'>) =>
  renderHtml(<Newsletter {...props} context={fixtureEnv.context} />);

const emailInput = (html: string) => /<input [^>]*name="correo"[^>]*>/.exec(html)?.[0] ?? '';

const attribute = (tag: string, name: string) =>
  new RegExp(` ${name}="([^"]*)"`, 'i').exec(tag)?.[1];

describe('Newsletter', () => {
  it('labels the e-mail field for screen readers and ties it to the line that announces the result', () => {
    const html = render(section());
    const input = emailInput(html);
    const id = attribute(input, 'id');
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>Correo electrónico</label>`));
    const described = attribute(input, 'aria-describedby');
    // The message line is a live status region, empty until the visitor sends.
    expect(html).toMatch(new RegExp(`<p [^>]*id="${described}"[^>]*role="status"[^>]*></p>`));
  });

  it('asks for an e-mail with the e-mail keyboard, autofill and an example address', () => {
    const input = emailInput(render(section()));
    expect(attribute(input, 'type')).toBe('email');
    expect(attribute(input, 'autocomplete')).toBe('email');
    expect(attribute(input, 'inputmode')).toBe('email');
    expect(attribute(input, 'placeholder')).toBe('tu@empresa.cl');
  });

  it('says "Suscribirme" on the button unless the JSON rewords it', () => {
    expect(section().buttonLabel).toBe('Suscribirme');
    expect(render(section())).toMatch(/<button type="submit"[^>]*>Suscribirme<\/button>/);
    const reworded = render(section({ buttonLabel: 'Quiero recibirlo' }));
    expect(reworded).toMatch(/<button type="submit"[^>]*>Quiero recibirlo<\/button>/);
    expect(visibleText(reworded)).not.toContain('Suscribirme');
  });

  it('shows its title as the form’s name, the optional text and the privacy page from the JSON', () => {
    const html = render(
      section({
        text: 'Un correo al mes con casos reales. Sin relleno.',
        privacyHref: '/legal/privacidad-boletin',
      }),
    );
    expect(html).toMatch(/<h2[^>]*>Novedades del squad cada mes<\/h2>/);
    expect(html).toMatch(/<form [^>]*aria-label="Novedades del squad cada mes"/);
    expect(visibleText(html)).toContain(
      'Novedades del squad cada mes Un correo al mes con casos reales. Sin relleno.',
    );
    expect(html).toContain('<a href="/legal/privacidad-boletin">Política de privacidad</a>');
    const bare = visibleText(render(section()));
    expect(bare).toMatch(/^Novedades del squad cada mes Correo electrónico/);
  });
});
