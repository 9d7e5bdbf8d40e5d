import { renderToStaticMarkup } from 'react-dom/server';
import { ArrowRight, Moon } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { trimInlineSvg } from './trimInlineSvg';

describe('trimInlineSvg', () => {
  it("drops lucide's namespace and icon classes, and keeps the icon and its own classes", () => {
    const html = renderToStaticMarkup(
      <p>
        <ArrowRight size={18} aria-hidden="true" />
        <Moon className="icon-moon" />
      </p>,
    );
    const trimmed = trimInlineSvg(html);
    expect(trimmed).not.toContain('xmlns');
    expect(trimmed).not.toContain('lucide');
    expect(trimmed).toContain('<svg width="18" height="18" viewBox="0 0 24 24"');
    expect(trimmed).toContain('<path d="M5 12h14"></path>');
    expect(trimmed).toMatch(/<svg [^>]*class="icon-moon"/);
  });

  it('leaves other SVG and other classes alone', () => {
    const html =
      '<div class="lucide-like"><svg viewBox="0 0 1 1" class="a-x"><text class="lucide">x</text></svg></div>';
    expect(trimInlineSvg(html)).toBe(html);
  });

  it('leaves the markup of islands as React rendered it, for hydration', () => {
    const icon = renderToStaticMarkup(<ArrowRight />);
    const island = `<div class="card">${icon}</div>`;
    const html = `<main>${icon}<div data-island="x">${island}</div>${icon}</main>`;
    const trimmed = trimInlineSvg(html, [island]);
    expect(trimmed).toContain(island);
    expect(trimmed.split('lucide-arrow-right')).toHaveLength(2);
  });
});
