// The `yaml` parser's errors, in Spanish, for a marketer editing an article's front matter. Each
// error code becomes what went wrong and how to fix it; an unclosed quote is reported where it
// opens (the parser notices only at the end of the text).
import type { YAMLError } from 'yaml';

export interface YamlCause {
  /** Offset in the YAML text. */
  offset: number;
  reason: string;
  hint: string;
}

const quoteHint =
  'Pon el valor entre comillas dobles, por ejemplo title: "Diseño: lo que importa".';

/** The start of the first line with an odd number of `quote` characters: where it opened. */
function openingQuote(text: string, quote: string): number | undefined {
  let start = 0;
  for (const line of text.split('\n')) {
    const count = line.split(quote).length - 1;
    if (count % 2 === 1) return start + line.indexOf(quote);
    start += line.length + 1;
  }
  return undefined;
}

/** The key written at `offset` ("title" in "title: b"). */
const keyAt = (text: string, offset: number) => /^[^:\n]*/.exec(text.slice(offset))?.[0].trim();

export function explainYamlError(error: YAMLError, text: string): YamlCause {
  const offset = error.pos[0];
  switch (error.code) {
    case 'MISSING_CHAR': {
      const quote = /closing (["'])quote/.exec(error.message)?.[1];
      if (quote)
        return {
          offset: openingQuote(text, quote) ?? offset,
          reason: `las comillas ${quote} que se abren aquí no se cierran en la misma línea.`,
          hint: `Agrega ${quote} al final del valor; si el texto lleva ${quote} adentro, usa las otras comillas para encerrarlo.`,
        };
      return {
        offset,
        reason: 'esta línea no tiene la forma campo: valor.',
        hint: 'Escribe el nombre del campo, dos puntos, un espacio y el valor; un elemento de una lista empieza con "- " y va indentado bajo su campo.',
      };
    }
    case 'DUPLICATE_KEY':
      return {
        offset,
        reason: `el campo ${JSON.stringify(keyAt(text, offset))} aparece dos veces.`,
        hint: 'Deja una sola línea con ese campo y borra la otra.',
      };
    case 'TAB_AS_INDENT':
      return {
        offset,
        reason: 'la línea está indentada con una tabulación.',
        hint: 'Indenta solo con espacios: reemplaza la tabulación por dos espacios.',
      };
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return {
        offset,
        reason: 'hay dos puntos (:) en un valor sin comillas, o una línea mal indentada.',
        hint: quoteHint,
      };
    case 'BAD_SCALAR_START': {
      const char = /reserved character (.)/.exec(error.message)?.[1] ?? text[offset] ?? '';
      return {
        offset,
        reason: `un valor sin comillas no puede empezar con ${char}.`,
        hint: quoteHint,
      };
    }
    case 'BAD_INDENT':
      return {
        offset,
        reason: 'una lista [ ] o un objeto { } no se cierra, o una línea está mal indentada.',
        hint: 'Cierra la lista con ] o el objeto con } en la misma línea, o escribe cada elemento en su línea con "- ".',
      };
    case 'BAD_DQ_ESCAPE':
      return {
        offset,
        reason: 'la barra invertida \\ empieza un código que no existe.',
        hint: 'Escribe \\\\ para una barra invertida, o usa comillas simples.',
      };
    case 'UNEXPECTED_TOKEN':
      return {
        offset,
        reason: 'sobra texto después del valor.',
        hint: 'Si el valor va entre comillas, todo el texto va dentro de ellas.',
      };
    default:
      return {
        offset,
        reason: 'no se puede leer en esta posición.',
        hint: 'Revisa comillas, dos puntos e indentación cerca de esta posición: un campo por línea (campo: "valor").',
      };
  }
}
