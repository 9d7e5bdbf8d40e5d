// A line of parts joined by '·' ("Cliente · Industria"). Where it wraps, no dot may dangle at one
// line's end or open the next (design reviews 6 and 7). Two ways to hold that:
// - `flow` (left-aligned lines): the parts stay on one line while they fit, and wrap between
//   parts. Each part carries its dot in a 1em zone at its left; the line is pulled 1em to the
//   left and clipped where its text starts, so a part that opens a line has its dot clipped.
// - `stack` (centred lines, where a line's start is not the clip's edge; and the home page, whose
//   HTML budget has no room for the flow CSS): on a phone each part takes a line of its own and
//   the dot goes.
// Screen readers hear the parts, not the dot.
import styled from '@emotion/styled';
import { Fragment } from 'react';
import { breakpoint } from '../theme/tokens';
import { dotZone, dotZoneClip } from './dotZone';
import { KeepRanges } from './KeepRanges';

type Layout = 'flow' | 'stack';

const FlowLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  margin-left: -${dotZone};
  clip-path: ${dotZoneClip};
  > span {
    padding-left: ${dotZone};
  }
  [aria-hidden] {
    display: inline-block;
    width: ${dotZone};
    margin-left: -${dotZone};
    text-align: center;
  }
`;

const StackLine = styled.span`
  ${breakpoint.small} {
    > span {
      display: block;
    }
    > [aria-hidden] {
      display: none;
    }
  }
`;

/** A content text whose parts a marketer joined with ' · ' ("Sin compromiso · Respuesta en 24
 * horas"). */
export const dotParts = (text: string) => text.split(/\s+·\s+/);

export function PartsLine({
  parts,
  layout = 'flow',
}: {
  parts: readonly string[];
  layout?: Layout;
}) {
  const Line = layout === 'flow' ? FlowLine : StackLine;
  return (
    <Line>
      {parts.map((part, index) => {
        const dot = index > 0 && <span aria-hidden="true"> · </span>;
        // In `flow` the dot travels with the part it opens; in `stack` it is a sibling, hidden.
        return layout === 'flow' ? (
          <span key={part}>
            {dot}
            <KeepRanges text={part} />
          </span>
        ) : (
          <Fragment key={part}>
            {dot}
            <span>
              <KeepRanges text={part} />
            </span>
          </Fragment>
        );
      })}
    </Line>
  );
}
