// "8-12 semanas" on one line: a line may not break after the hyphen of a numeric range or of a
// short compound word, nor between a range and its unit, nor between a number and the word that
// follows it ("24 horas", "4 zonas"). The text keeps its ASCII hyphen (for search, copy and
// screen readers): a range becomes a piece to set with white-space: nowrap (class .nowrap,
// GlobalStyles), and a no-break space joins a number to its word. Used for block texts
// (ui/KeepRanges) and article bodies (the rehype step below).
import type { Element, ElementContent, Root, RootContent } from 'hast';

// Two numbers joined by a hyphen or en dash, with the unit that follows; not part of a date or
// a longer chain (2025-07-22). Or a short compound word ("e-commerce", "dual-track",
// "end-to-end", "multi-integración"): a line that broke at its hyphen left "e-" alone at a
// line's end (design review 8b), "multi-" over "integración" in a table (88B).
const numericRange =
  /(?<![\d-])\d+(?:[.,]\d+)?\s?[-–]\s?\d+(?:[.,]\d+)?(?![-–\d])(?:\s?%|\s\p{L}+)?/u;
const compound = /(?<![\p{L}\d@./-])\p{L}{1,12}(?:-\p{L}{1,12}){1,2}(?![\p{L}\d@/-])/u;
const range = new RegExp(`${numericRange.source}|${compound.source}`, 'gu');
// A number (not the end of a date or range) and the space before the word it counts: "2 /
// semanas", "20.000 / sensores" and "4 / zonas" split across lines read wrong (design reviews 8b
// and 9). So do an amount in millions and its currency ("$25M / CLP": review 61C). A no-break
// space costs about 6 bytes of compressed HTML each.
const numberThenWord = /(?<![\d.,:/-])(\d+(?:[.,]\d+)?M?) (?=\p{L})/gu;

export const nowrapClass = 'nowrap';

// A hyphen before a number that nothing precedes but a space is a minus ("-38% de
// detenciones"): set as the true sign, as the figures are (ui/FigureText). Not the hyphen of a
// range, a date or a code ("8-12", "2025-07-22", "CL-42").
const negativeNumber = /(?<![\p{L}\d.,:/–-])-(?=\d)/gu;

/** The text with each negative number's hyphen set as the minus sign (U+2212). */
export const withTrueMinus = (text: string) => text.replace(negativeNumber, '\u2212');

const joinNumbers = (text: string) => withTrueMinus(text.replace(numberThenWord, '$1\u00A0'));

/** The text as pieces: plain text (numbers joined to their words) and ranges to keep on one line. A text with
 * no range is one piece. */
export function rangePieces(text: string): (string | { range: string })[] {
  const pieces: (string | { range: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(range)) {
    pieces.push(joinNumbers(text.slice(last, match.index)), { range: match[0] });
    last = match.index + match[0].length;
  }
  if (pieces.length === 0) return [joinNumbers(text)];
  pieces.push(joinNumbers(text.slice(last)));
  return pieces.filter((piece) => piece !== '');
}

/** A rehype step: the same rule for the text of an HTML tree (code left as written). */
export function keepRangesInText() {
  const visit = (node: Root | Element) => {
    if (node.type === 'element' && (node.tagName === 'code' || node.tagName === 'pre')) return;
    node.children = node.children.flatMap((child): (RootContent | ElementContent)[] => {
      if (child.type === 'element') visit(child);
      if (child.type !== 'text') return [child];
      return rangePieces(child.value).map((piece) =>
        typeof piece === 'string'
          ? { type: 'text', value: piece }
          : {
              type: 'element',
              tagName: 'span',
              properties: { className: [nowrapClass] },
              children: [{ type: 'text', value: piece.range }],
            },
      );
    }) as typeof node.children;
  };
  return (tree: Root) => visit(tree);
}
