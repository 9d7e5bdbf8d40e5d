// A result that opens with its figure ("−32% de horas médicas no asistidas", "+48% en ventas
// online"): the figure and the words after it, so a card can set the figure large, as the case
// cards do with theirs (review 53C: body-size bullets buried them). A text that does not open
// with a number stays whole.
const figureFirst = /^([+\-−–]?\d[\d.,]*\s?(?:%|x|×)?)\s+(\S.*)$/su;

export function leadingFigure(text: string): [figure: string, rest: string] | undefined {
  const match = figureFirst.exec(text);
  return match ? [match[1]!, match[2]!] : undefined;
}
