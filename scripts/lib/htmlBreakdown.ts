// Where a page's HTML bytes go, so a page over (or near) its budget says what to cut: inline
// CSS, structured data, island props, and the markup of each section. Each part is compressed
// on its own, so the parts add up to more than the page (brotli shares text across them).
import { brotliCompressSync } from 'node:zlib';

export interface HtmlPart {
  name: string;
  brotli: number;
}

const brotli = (text: string) => brotliCompressSync(Buffer.from(text)).length;
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);

export function htmlBreakdown(html: string): HtmlPart[] {
  const css = all(html, /<style[^>]*>[\s\S]*?<\/style>/g).join('');
  const jsonLd = all(html, /<script type="application\/ld\+json">[\s\S]*?<\/script>/g).join('');
  const props = all(html, /<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g).join('');
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const sections = main.split(/(?=<section)/).filter((part) => part.startsWith('<section'));
  const sectionName = (markup: string, index: number) => {
    const id = /^<section[^>]*\sid="([^"]+)"/.exec(markup)?.[1];
    const block = /^<section[^>]*\sdata-block="([^"]+)"/.exec(markup)?.[1];
    return `section ${index + 1}${id ? ` #${id}` : ''}${block ? ` (${block})` : ''}`;
  };
  return [
    { name: 'inline CSS', brotli: brotli(css) },
    { name: 'JSON-LD', brotli: brotli(jsonLd) },
    { name: 'island props', brotli: brotli(props) },
    ...sections.map((markup, index) => ({
      name: sectionName(markup, index),
      brotli: brotli(markup),
    })),
  ].sort((a, b) => b.brotli - a.brotli);
}
