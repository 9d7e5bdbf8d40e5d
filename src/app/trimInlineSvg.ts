// lucide writes each icon as a standalone SVG file would be: an xmlns, and classes that name the
// icon ("lucide lucide-arrow-right"). Inline in HTML the namespace is implied, and no style, script
// or test here reads those classes; on the home page, which sits at its byte budget, they were 70
// bytes brotli over its 25 icons. Other classes on an icon (icon-sun, chevron) stay. React does
// not patch attributes when an island hydrates, so islands are not touched by the difference.
const svgTag = /<svg\b[^>]*>/g;
const svgNamespace = ' xmlns="http://www.w3.org/2000/svg"';
const lucideClasses = / class="lucide(?: lucide-[a-z0-9-]+)*(?: ([^"]*))?"/;

export function trimInlineSvg(html: string): string {
  return html.replace(svgTag, (tag) =>
    tag
      .replace(svgNamespace, '')
      .replace(lucideClasses, (_, rest?: string) => (rest ? ` class="${rest}"` : '')),
  );
}
