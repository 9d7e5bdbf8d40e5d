// A figure written as text ("< 2 s", "> 40%", "-38%"). Manrope draws "<" and ">" as small
// chevrons, so "< 2 s" read as a back arrow before the number, and a system face's sign sat
// small and low beside the bold figure. The sign is drawn as a stroke at the figure's cap height
// and weight, and the character stays in the text, visually hidden, for screen readers, search
// and copy. A hyphen before a number is set as the true minus sign (lib/keepRanges, as in
// running text).
import styled from '@emotion/styled';
import { visuallyHidden } from '../theme/visuallyHidden';
import { withTrueMinus } from '../lib/keepRanges';

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Sign = styled.svg`
  display: inline-block;
  width: 0.5em;
  height: 0.62em;
  margin-right: 0.04em;
  overflow: visible;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const strokes: Record<string, string> = {
  '<': 'M9 1 1 5.5 9 10',
  '>': 'M1 1 9 5.5 1 10',
  '≤': 'M9 0 1 4 9 8M1 11h8',
  '≥': 'M1 0 9 4 1 8M1 11h8',
};

const leadingSign = /^([<>≤≥])(.*)$/s;

export function FigureText({ text }: { text: string }) {
  const figure = withTrueMinus(text);
  const match = leadingSign.exec(figure);
  if (!match) return figure;
  const [, sign = '', rest] = match;
  return (
    <>
      <Hidden>{sign}</Hidden>
      <Sign viewBox="0 0 10 11" aria-hidden="true" data-math-sign="">
        <path d={strokes[sign]} />
      </Sign>
      {rest}
    </>
  );
}
