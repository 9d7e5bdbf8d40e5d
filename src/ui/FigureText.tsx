// A figure written as text ("< 2 s", "> 40%"). Manrope draws "<" and ">" as small chevrons, so
// "< 2 s" read as a back arrow before the number. The leading sign is set in the system UI face
// (San Francisco, Segoe UI, Roboto, DejaVu), whose "<" is a full-height math sign; the text stays
// "<" for screen readers, search and copy.
import styled from '@emotion/styled';

const Sign = styled.span`
  font-family: system-ui, sans-serif;
  font-weight: inherit;
`;

const leadingSign = /^([<>≤≥])(.*)$/s;

export function FigureText({ text }: { text: string }) {
  const match = leadingSign.exec(text);
  if (!match) return text;
  return (
    <>
      <Sign data-math-sign="">{match[1]}</Sign>
      {match[2]}
    </>
  );
}
