// "8-12 semanas" on one line: a line may not break after the hyphen of a numeric range, nor
// between the range and its unit. The text stays as written (an ASCII hyphen, for search, copy
// and screen readers); only a span with white-space: nowrap (class .nowrap, GlobalStyles) holds
// the range together. Text without a range is returned as it is, with no extra markup.
import { Fragment } from 'react';

// Two numbers joined by a hyphen or en dash, with the unit that follows; not part of a date or
// a longer chain (2025-07-22).
const range = /(?<![\d-])\d+(?:[.,]\d+)?\s?[-–]\s?\d+(?:[.,]\d+)?(?![-–\d])(?:\s?%|\s\p{L}+)?/gu;

export function KeepRanges({ text }: { text: string }) {
  const parts: (string | { range: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(range)) {
    parts.push(text.slice(last, match.index), { range: match[0] });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <span key={index} className="nowrap">
            {part.range}
          </span>
        ),
      )}
    </>
  );
}
