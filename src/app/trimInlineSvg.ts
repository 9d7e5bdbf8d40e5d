// lucide writes each icon as a standalone SVG file would be: an xmlns, and classes that name the
// icon ("lucide lucide-arrow-right"). Inline in HTML the namespace is implied, and no style, script
// or test here reads those classes; on the home page, which sits at its byte budget, they cost
// tens of bytes brotli. Other classes on an icon (icon-sun, chevron) stay. Islands are left as
// rendered: React renders them again when it hydrates, and would report the difference.
const svgTag = /<svg\b[^>]*>/g;
const svgNamespace = ' xmlns="http://www.w3.org/2000/svg"';
const lucideClasses = / class="lucide(?: lucide-[a-z0-9-]+)*(?: ([^"]*))?"/;

const trim = (html: string) =>
  html.replace(svgTag, (tag) =>
    tag
      .replace(svgNamespace, '')
      .replace(lucideClasses, (_, rest?: string) => (rest ? ` class="${rest}"` : '')),
  );

/** `html` with its inline SVG trimmed, except inside `islands` (their markup, in page order). */
export function trimInlineSvg(html: string, islands: readonly string[] = []): string {
  let out = '';
  let from = 0;
  for (const island of islands) {
    const at = html.indexOf(island, from);
    if (at < 0 || island === '') continue;
    out += trim(html.slice(from, at)) + island;
    from = at + island.length;
  }
  return out + trim(html.slice(from));
}
