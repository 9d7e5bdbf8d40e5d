// Where a JSON syntax error really is. A parser stops at the token after the mistake: a trailing
// comma shows up at the following } and a missing closing brace at the end of the file. These two,
// the most common hand-editing mistakes, are found here and reported at their cause.

export interface SyntaxCause {
  offset: number;
  message: string;
  hint: string;
}

const closerOf: Record<string, string> = { '{': '}', '[': ']' };
const nameOf: Record<string, string> = { '{': 'llave', '[': 'corchete' };

/** The comma before a closing } or ] at `offset`, skipping whitespace. */
function trailingComma(text: string, offset: number): SyntaxCause | undefined {
  const closer = text[offset];
  if (closer !== '}' && closer !== ']') return undefined;
  let at = offset - 1;
  while (at >= 0 && /\s/.test(text[at] ?? '')) at -= 1;
  if (text[at] !== ',') return undefined;
  return {
    offset: at,
    message: `Sobra esta coma: el último elemento antes de \`${closer}\` no lleva coma.`,
    hint: 'Borra la coma. En JSON los elementos se separan con comas, pero después del último no va ninguna.',
  };
}

/**
 * The innermost { or [ that is never closed: the one still open at the end of the file, or the one
 * a closing bracket of the other kind runs into. Undefined when brackets balance, or when a string
 * spans lines (an unclosed quote, which makes the bracket count meaningless).
 */
function unclosedBracket(text: string): number | undefined {
  const open: number[] = [];
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] ?? '';
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
      else if (char === '\n') return undefined;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') open.push(at);
    else if (char === '}' || char === ']') {
      const opener = open.pop();
      if (opener === undefined) return undefined;
      if (closerOf[text[opener] ?? ''] !== char) return opener;
    }
  }
  return inString ? undefined : open.at(-1);
}

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

export function syntaxCause(text: string, parserOffset: number): SyntaxCause | undefined {
  const opener = unclosedBracket(text);
  if (opener !== undefined) {
    const char = text[opener] ?? '{';
    const name = nameOf[char] ?? 'llave';
    return {
      offset: opener,
      message: `Esta ${name} \`${char}\` de la línea ${lineOf(text, opener)} nunca se cierra.`,
      hint:
        text.slice(0, opener).trim() === ''
          ? `Agrega \`${closerOf[char] ?? '}'}\` al final del archivo.`
          : `Agrega \`${closerOf[char] ?? '}'}\` donde termina ${char === '{' ? 'ese objeto' : 'esa lista'}; si sigue otro elemento, sepáralo con una coma.`,
    };
  }
  return trailingComma(text, parserOffset);
}
