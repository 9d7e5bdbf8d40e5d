import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../../../tests/unit/fixtureSite';
import { renderHtml } from '../../../tests/unit/renderBlock';
import { Footer } from './Footer';

const render = (currentPath: string) =>
  renderHtml(<Footer site={fixtureSite.site} currentPath={currentPath} />);

describe('Footer', () => {
  it('marks the link to the page being read as the current page, and only that one', () => {
    const html = render('/equipo');
    expect(html).toContain('<a href="/equipo" aria-current="page">');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(render('/contacto')).not.toContain('aria-current');
  });
});
