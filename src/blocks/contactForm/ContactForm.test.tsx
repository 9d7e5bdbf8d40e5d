import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../content/types.generated';
import { fixtureEnv, renderHtml, sectionOf, visibleText } from '../../../tests/unit/renderBlock';
import ContactForm from './ContactForm';

const context = { ...fixtureEnv.context, email: 'proyectos@ejemplo.cl' };

const section = (fields: object = {}) =>
  sectionOf('contactForm', {
    title: 'Hablemos de tu idea',
    intro: 'Te llamamos dentro de un día hábil.',
    ...fields,
  });

const render = (props: BlockProps<'contactForm'>) =>
  renderHtml(<ContactForm {...props} context={context} />).replace(/<!-- -->/g, '');

/** The opening tag of the form control named `name`. */
const control = (html: string, name: string) =>
  new RegExp(`<(?:input|textarea) [^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

const attribute = (tag: string, name: string) =>
  new RegExp(` ${name}="([^"]*)"`, 'i').exec(tag)?.[1];

describe('ContactForm', () => {
  it('ties a visible label to every field and marks only the three required ones', () => {
    const html = render(section());
    const fields = [
      ['nombre', 'Nombre', true],
      ['correo', 'Correo', true],
      ['telefono', 'Teléfono', true],
      ['empresa', 'Empresa', false],
      ['comentario', 'Comentario', false],
    ] as const;
    for (const [name, label, required] of fields) {
      const tag = control(html, name);
      const id = attribute(tag, 'id');
      expect(id, name).toBeTruthy();
      const star = required ? '<span aria-hidden="true"> \\*</span>' : '';
      expect(html, name).toMatch(new RegExp(`<label for="${id}">${label}${star}</label>`));
      expect(tag.includes(' required=""'), name).toBe(required);
    }
    expect(control(html, 'comentario')).toMatch(/^<textarea /);
  });

  it("heads its section with an h2, or with the page's h1 when it opens the page", () => {
    const html = render(section({ nextSteps: ['Te llamamos.', 'Te cotizamos.'] }));
    expect(html).toMatch(/<h2[^>]*>Hablemos de tu idea<\/h2>/);
    expect(html).toMatch(/<h3>Qué pasa después<\/h3>/);
    const opening = render(
      section({ opensPage: true, nextSteps: ['Te llamamos.', 'Te cotizamos.'] }),
    );
    expect(opening).toMatch(/<h1[^>]*>Hablemos de tu idea<\/h1>/);
    expect(opening).not.toMatch(/<h3/);
    expect(opening).toMatch(/<h2[^>]*>Qué pasa después<\/h2>/);
    expect(opening).toContain('aria-label="Hablemos de tu idea"');
  });

  it('lets the browser autofill name, e-mail, phone and company, with the e-mail and phone keyboards', () => {
    const html = render(section());
    const expected = {
      nombre: { autocomplete: 'name', inputmode: undefined },
      correo: { autocomplete: 'email', inputmode: 'email' },
      telefono: { autocomplete: 'tel', inputmode: 'tel' },
      empresa: { autocomplete: 'organization', inputmode: undefined },
    };
    for (const [name, { autocomplete, inputmode }] of Object.entries(expected)) {
      const tag = control(html, name);
      expect(attribute(tag, 'autocomplete'), name).toBe(autocomplete);
      expect(attribute(tag, 'inputmode'), name).toBe(inputmode);
    }
  });

  it('hides the anti-spam field from people, screen readers, the Tab key and autofill', () => {
    const html = render(section());
    const trap = /<div aria-hidden="true" style="([^"]*)">([\s\S]*?)<\/div>/.exec(html);
    expect(trap?.[1]).toContain('left:-10000px');
    const tag = control(trap?.[2] ?? '', 'website');
    expect(attribute(tag, 'tabindex')).toBe('-1');
    expect(attribute(tag, 'autocomplete')).toBe('off');
  });

  it('is a form named by its title, with the button text and privacy page from the JSON', () => {
    expect(section().submitLabel).toBe('Enviar mensaje');
    const html = render(section());
    expect(html).toMatch(/<form [^>]*aria-label="Hablemos de tu idea"/);
    expect(html).toMatch(
      /<button type="submit"[^>]*>(<svg[\s\S]*?<\/svg>)?Enviar mensaje<\/button>/,
    );
    const reworded = render(
      section({ submitLabel: 'Quiero una propuesta', privacyHref: '/legal/datos-personales' }),
    );
    expect(visibleText(reworded)).toContain('Quiero una propuesta');
    expect(visibleText(reworded)).not.toContain('Enviar mensaje');
    expect(reworded).toContain('<a href="/legal/datos-personales">Política de privacidad</a>');
  });

  it('numbers the next steps beside the form, with the site e-mail under them, only when given', () => {
    expect(visibleText(render(section()))).not.toContain('Qué pasa después');
    const html = render(section({ nextSteps: ['Te llamamos.', 'Te cotizamos.'] }));
    expect(html).toMatch(
      /<h3>Qué pasa después<\/h3><ol><li>Te llamamos\.<\/li><li>Te cotizamos\.<\/li><\/ol>/,
    );
    expect(html).toContain('<a href="mailto:proyectos@ejemplo.cl">proyectos@ejemplo.cl</a>');
  });

  it('says under the steps who answers and what a client said, only when given', () => {
    const steps = { nextSteps: ['Te llamamos.', 'Te cotizamos.'] };
    const bare = visibleText(render(section(steps)));
    expect(bare).not.toContain('Te responde');
    const html = render(
      section({
        ...steps,
        responder: {
          name: 'Ana Pérez',
          role: 'Jefa de Producto',
          image: '/team/ana-perez.svg',
          text: 'Lee cada mensaje.',
        },
        quote: {
          text: 'Nos llamaron al día siguiente.',
          author: 'Luis Soto',
          position: 'Gerente',
          company: 'Viña Andes',
          logo: '/logos/vina-andes.svg',
        },
      }),
    );
    expect(visibleText(html)).toContain(
      'Te responde Ana Pérez Jefa de Producto Lee cada mensaje. “Nos llamaron al día siguiente.” Luis Soto, Gerente en Viña Andes',
    );
    expect(html).toMatch(/<img src="\/team\/ana-perez\.svg" alt=""/);
    // The company's mark signs the quote, named after the company.
    expect(html).toMatch(
      /<figcaption[^>]*><img[^>]*src="\/logos\/vina-andes\.svg" alt="Viña Andes"/,
    );
  });
});
