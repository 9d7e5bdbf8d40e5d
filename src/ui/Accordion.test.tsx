import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { question: '¿Cuánto demora?', answer: <p>Entre 8 y 12 semanas.</p> },
  { question: '¿Cuánto cuesta?', answer: <p>Depende del alcance.</p> },
  { question: '¿Quién es dueño del código?', answer: <p>Tú.</p> },
];

/** The markup without emotion's inlined <style> tags. */
const render = (element: React.ReactElement) =>
  renderToString(element)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '');

/** The opening <details> tags, in order. */
const detailsTags = (html: string) => html.match(/<details[^>]*>/g) ?? [];

describe('Accordion', () => {
  it('is native <details>/<summary>, so it opens and closes without JavaScript', () => {
    const html = render(<Accordion items={items} />);
    expect(detailsTags(html)).toHaveLength(3);
    for (const { question } of items)
      expect(html).toMatch(new RegExp(`<summary>${question.replace(/[?¿]/g, '.')}<span`));
    expect(html).toContain('<div data-answer="true"><p>Entre 8 y 12 semanas.</p></div>');
  });

  it("in 'single' mode groups the items under one name, so one stays open at a time", () => {
    const names = detailsTags(render(<Accordion items={items} mode="single" />)).map(
      (tag) => /name="([^"]+)"/.exec(tag)?.[1],
    );
    expect(names[0]).toBeTruthy();
    expect(names).toEqual([names[0], names[0], names[0]]);
  });

  it("in 'independent' mode lets each item open on its own", () => {
    for (const tag of detailsTags(render(<Accordion items={items} mode="independent" />)))
      expect(tag).not.toContain('name=');
  });

  it('opens the first item only when asked', () => {
    const isOpen = (tag: string) => /\sopen=""/.test(tag);
    expect(detailsTags(render(<Accordion items={items} />)).map(isOpen)).toEqual([
      false,
      false,
      false,
    ]);
    expect(detailsTags(render(<Accordion items={items} firstOpen />)).map(isOpen)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('draws the +/− mark as decoration, silent to screen readers', () => {
    expect(render(<Accordion items={items} />)).toMatch(
      /<summary>¿Cuánto demora\?<span aria-hidden="true" class="[^"]+"><\/span><\/summary>/,
    );
  });
});
