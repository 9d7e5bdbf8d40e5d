// The address a lead was sent from, as the confirmations show it. It moves whole to the next
// line when it does not fit ("Te escribiremos a / carolina@empresa.cl"); only an address longer
// than a line breaks, after its '@' (review 35A: "carolina@ / empresa.cl" at 390 px). The
// sentence's closing mark goes with it: a "." alone on the next line followed a long address
// (review 37A).
import styled from '@emotion/styled';

const Whole = styled.span`
  display: inline-block;
  max-width: 100%;
  overflow-wrap: anywhere;
`;

export function EmailAddress({ email, after = '' }: { email: string; after?: string }) {
  const at = email.indexOf('@');
  return (
    <Whole>
      {at < 0 ? (
        <strong>{email}</strong>
      ) : (
        <strong>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </strong>
      )}
      {after}
    </Whole>
  );
}
