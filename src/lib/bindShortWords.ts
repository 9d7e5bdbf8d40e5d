// Spanish typesetting: a one-letter word (a, e, o, u, y) does not end a line; a no-break space
// ties it to the word after it. Used for headlines, where a line ending in "a" reads as a stepped
// break ("Desarrollo de / software a / medida en Chile": design review 8). Body text is left to
// the browser: there the rule would cost a no-break space per occurrence in every page's HTML.
// The space after such a word; the word itself is only looked at, so "a y b" binds both.
const spaceAfterShortWord = /(?<=(?:^|\s)[aeouyAEOUY]) (?=\S)/g;

export function bindShortWords(text: string): string {
  return text.replace(spaceAfterShortWord, '\u00A0');
}
