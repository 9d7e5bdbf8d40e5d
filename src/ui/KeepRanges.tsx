// "8-12 semanas" on one line: a line may not break after the hyphen of a numeric range, nor
// between the range and its unit; nor between a number and its unit of time ("24 horas",
// "30 minutos"). The text keeps its ASCII hyphen (for search, copy and screen readers): a span
// with white-space: nowrap (class .nowrap, GlobalStyles) holds a range together, and a no-break
// space joins a number to its unit. A text without either is returned as it is, with no markup;
// one that has them comes back as one span, so a flex or grid parent still sees a single item.
import { Fragment } from 'react';

// Two numbers joined by a hyphen or en dash, with the unit that follows; not part of a date or
// a longer chain (2025-07-22).
const range = /(?<![\d-])\d+(?:[.,]\d+)?\s?[-–]\s?\d+(?:[.,]\d+)?(?![-–\d])(?:\s?%|\s\p{L}+)?/gu;
// A number (not the end of a date or range) and the space before a unit of time. Only those: a
// no-break space costs about 6 bytes of compressed HTML each, and these are the pairs whose split
// reads wrong ("en 48 / horas").
const numberThenUnit =
  /(?<![\d.,:/-])(\d+(?:[.,]\d+)?) (?=(?:segundos?|minutos?|horas?|días?|semanas?|meses|mes|años?)\b)/gu;

const joinUnits = (text: string) => text.replace(numberThenUnit, '$1\u00A0');

export function KeepRanges({ text }: { text: string }) {
  const parts: (string | { range: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(range)) {
    parts.push(joinUnits(text.slice(last, match.index)), { range: match[0] });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return joinUnits(text);
  parts.push(joinUnits(text.slice(last)));
  return (
    <span>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <span key={index} className="nowrap">
            {part.range}
          </span>
        ),
      )}
    </span>
  );
}
