// A line of parts joined by '·' ("Cliente · Industria"). On a phone, where it wraps, each part
// takes a line of its own and the dot goes: a wrapped line left a dot dangling at one line's end
// or opening the next (design reviews 6 and 7). Screen readers hear the parts, not the dot.
import styled from '@emotion/styled';
import { Fragment } from 'react';
import { breakpoint } from '../theme/tokens';
import { KeepRanges } from './KeepRanges';

const Line = styled.span`
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

export function PartsLine({ parts }: { parts: readonly string[] }) {
  return (
    <Line>
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <span>
            <KeepRanges text={part} />
          </span>
        </Fragment>
      ))}
    </Line>
  );
}
