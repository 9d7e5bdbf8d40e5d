import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TechBadge } from './TechBadge';

const render = (element: React.ReactElement) => renderToString(element).replace(/<!-- -->/g, '');

describe('TechBadge', () => {
  it('is focusable and tells assistive technology the category, not only the tooltip', () => {
    const html = render(<TechBadge name="PostgreSQL" />);
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('<span class="visually-hidden"> - Base de datos</span>');
    expect(html).toMatch(
      /<span role="tooltip" aria-hidden="true">PostgreSQL - Base de datos<\/span>/,
    );
  });

  it('shows the tooltip on keyboard focus as well as on hover', () => {
    expect(render(<TechBadge name="React" />)).toMatch(/:focus-visible \[role='tooltip'\]/);
  });

  it('draws a category icon only when asked to', () => {
    expect(render(<TechBadge name="Docker" />)).not.toContain('<svg');
    const html = render(<TechBadge name="Docker" showIcon size="lg" />);
    expect(html).toMatch(/<svg[^>]*width="16"[^>]*aria-hidden="true"/);
    expect(html).toContain('lucide-container');
  });

  it('paints the solid variant as a yellow fill behind dark text', () => {
    const html = render(<TechBadge name="AWS" variant="solid" />);
    expect(html).toContain('background:var(--color-primary)');
    expect(html).toContain('color:var(--color-on-primary)');
  });
});
