// Splits a Markdown entry into its YAML front matter and body, and locates front-matter fields by
// JSON pointer with the `yaml` parser's own source ranges, so errors in a .md file get a line and
// column like errors in JSON files.
import { LineCounter, parseDocument, isMap, isSeq, type Node } from 'yaml';
import { JsonSyntaxError, type Located } from './positions';
import { explainYamlError } from './yamlErrors';

const fence = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export interface MarkdownEntry extends Located {
  body: string;
  /** Line of the body's first line in the file. */
  bodyLine: number;
}

function nodeAt(root: Node | null, pointer: string): { node: Node | null; key?: Node } {
  let node = root;
  let key: Node | undefined;
  for (const part of pointer.split('/').slice(1)) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => String((item.key as { value?: unknown })?.value) === part,
      );
      if (!pair) break;
      key = pair.key as Node;
      node = pair.value as Node;
    } else if (isSeq(node)) {
      const item = node.items[Number(part)];
      if (!item) break;
      key = undefined;
      node = item as Node;
    } else break;
  }
  return { node, key };
}

export function parseMarkdownEntry(text: string): MarkdownEntry {
  const match = fence.exec(text);
  if (!match) {
    throw new JsonSyntaxError(
      'El archivo no empieza con un encabezado entre líneas --- (front matter).',
      1,
      1,
    );
  }
  const yamlText = match[1] ?? '';
  const lines = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false });
  const [error] = document.errors;
  if (error) {
    const cause = explainYamlError(error, yamlText);
    const at = lines.linePos(cause.offset);
    throw new JsonSyntaxError(
      `El encabezado no es YAML válido: ${cause.reason}`,
      at.line + 1,
      at.col,
      cause.hint,
    );
  }
  const locateOffset = (offset: number) => {
    const at = lines.linePos(offset);
    // +1: the opening --- line comes before the YAML text.
    return { line: at.line + 1, column: at.col };
  };
  const body = text.slice(match[0].length);
  return {
    data: document.toJS() as unknown,
    body,
    bodyLine: match[0].split('\n').length,
    locate(pointer, at = 'value') {
      const { node, key } = nodeAt(document.contents, pointer);
      const target = at === 'key' && key ? key : node;
      return target?.range ? locateOffset(target.range[0]) : { line: 2, column: 1 };
    },
  };
}
