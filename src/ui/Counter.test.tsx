import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Counter } from './Counter';
import { counterColors } from './counterStyles';

// Emotion inlines its <style> beside the markup when there is no cache provider.
const render = (element: React.ReactElement) => renderToString(element).replace(/\s+/g, ' ');

describe('Counter', () => {
  it('holds the final, formatted value in the HTML, with what the loader needs to count', () => {
    const html = render(<Counter value={1500} prefix="USD " suffix="+" separator="." />);
    expect(html).toContain('data-counter="1500"');
    expect(html).toContain('data-separator="."');
    expect(html).toContain('data-duration="2000"');
    // The suffix follows the digits inside the counting copy, the box reserved for both.
    expect(html).toMatch(
      /USD (<style[^<]*<\/style>)?<span data-final="1\.500\+"[^>]*><span data-counter[^>]*>1\.500<span>\+<\/span><\/span><\/span>/,
    );
  });

  it('shows a decimal figure as written when "decimals" is not given: 4.8, never 5', () => {
    const html = render(<Counter value={4.8} suffix=" pts" />);
    expect(html).toContain('data-final="4.8 pts"');
    expect(html).toContain('data-decimals="1"');
    expect(html).toMatch(/>4\.8<span> pts<\/span><\/span><\/span>/);
    expect(render(<Counter value={4.86} decimals={1} />)).toContain('data-final="4.9"');
    expect(render(<Counter value={92} />)).toContain('data-decimals="0"');
  });

  it('leaves the top of a range as written: counted from 0 it read "8-0", a range upside down', () => {
    const range = render(<Counter value={12} prefix="8-" suffix=" semanas" />);
    expect(range).not.toContain('data-counter=');
    // Written in place, with no box reserved beside it: a reserved copy doubled its width.
    expect(range).toMatch(/8-(<style[^<]*<\/style>)?<span class="[^"]*"><span>12<\/span>/);
    expect(range).not.toMatch(/data-final="/);
    expect(render(<Counter value={92} suffix="%" />)).toContain('data-counter="92"');
    expect(render(<Counter value={70} suffix="+" />)).toContain('data-counter="70"');
    // A figure read against another is not a count either: '7/7' is no step towards '24/7'.
    expect(render(<Counter value={24} suffix="/7" />)).not.toContain('data-counter=');
    // Nor a bound: on its way up, '< 2 h' read '< 1 h', a different promise.
    expect(render(<Counter value={2} prefix="< " suffix=" h" />)).not.toContain('data-counter=');
    expect(render(<Counter value={50} prefix=">" />)).not.toContain('data-counter=');
    // Nor a time: caught on its way up, '48 h' promised '17 h para recibir tu cotización'.
    for (const suffix of [' h', 'h', ' semanas', ' días', ' min'])
      expect(render(<Counter value={48} suffix={suffix} />), suffix).not.toContain('data-counter=');
    expect(render(<Counter value={48} suffix=" horas" />)).not.toContain('data-counter=');
    expect(render(<Counter value={3} suffix="x" />)).toContain('data-counter="3"');
  });

  it('reserves the final width with generated content, so the suffix follows the digits', () => {
    const html = render(<Counter value={70} suffix="+" />);
    expect(html).toMatch(/::before\{content:attr\(data-final\);visibility:hidden;\}/);
    expect(html).not.toMatch(/min-width:\d+ch/);
  });

  it('uses the accent colour token by default, never raw yellow text', () => {
    const html = render(<Counter value={70} />);
    expect(html).toContain('color:var(--color-accent-text)');
    expect(html).not.toMatch(/color:#FFD600/i);
  });

  it('applies the chosen colour, size, variant and glow', () => {
    const html = render(<Counter value={70} color="purple" size="xl" variant="digital" glow />);
    expect(html).toContain('color:var(--color-purple-text)');
    expect(html).toContain('font-size:clamp(2.5rem, 7vw, 4.5rem)');
    expect(html).toContain('ui-monospace');
    expect(html).toContain('text-shadow:0 0 0.3em');
  });

  it('maps every colour choice to a theme token, so both themes keep their contrast', () => {
    for (const value of Object.values(counterColors)) expect(value).toMatch(/^var\(--color-/);
  });
});
