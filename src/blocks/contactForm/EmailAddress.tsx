// The address a lead was sent from, as the confirmations show it. It moves whole to the next
// line when it does not fit ("Te escribiremos a / carolina@empresa.cl"); only an address longer
// than a line breaks, after its '@', '.', '-' or '_' (review 35A: "carolina@ / empresa.cl" at
// 390 px; 41B: "valenzuel/a", cut anywhere). The sentence's closing mark goes with it: a "."
// alone on the next line followed a long address (review 37A).
import styled from '@emotion/styled';
import { Fragment } from 'react';

const Whole = styled.span`
  display: inline-block;
  max-width: 100%;
  overflow-wrap: anywhere;
`;

/** The address in pieces, each ending at a mark after which a line may break. */
const pieces = (email: string) => email.split(/(?<=[@._-])/);

export function EmailAddress({ email, after = '' }: { email: string; after?: string }) {
  return (
    <Whole>
      <strong>
        {pieces(email).map((piece, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {piece}
          </Fragment>
        ))}
      </strong>
      {after}
    </Whole>
  );
}
