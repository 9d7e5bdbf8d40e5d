// The size of a page's opening title, shared by the hero block and the template pages' opening
// bands, so every page opens at one size (the service pages' 56 px against the landings' 64 px
// read as another template: design review 10).

// A headline longer than this set at 4rem in the split hero's text column takes four lines
// (design review 7b, /fabrica-software-chile; review 9, Valparaíso's 59 characters, one word
// alone on its line); one size down it takes three.
const longTitle = 52;

/** A compact opening's title size (a hero without drawing, a form that opens its page). */
export const compactTitleSize = 'clamp(2rem, 4.5vw, 3rem)';

/** The font-size of an opening title of this text. A compact opening (a hero without drawing,
 * before a form or a listing) takes one size down and one line where it can: at 64 px its two
 * lines and padding pushed the form's button, or the first post, under the fold (review 24). */
export function heroTitleSize(title: string, compact = false): string {
  if (compact) return compactTitleSize;
  return title.length > longTitle ? 'clamp(2.25rem, 5vw, 3.5rem)' : 'clamp(2.25rem, 6vw, 4rem)';
}
