// The address a lead was sent from, as the confirmations show it. It moves whole to the next
// line when it does not fit ("Te escribiremos a / carolina@empresa.cl"); only an address longer
// than a line breaks, after its '@' (review 35A: "carolina@ / empresa.cl" at 390 px).
import styled from '@emotion/styled';

const Whole = styled.strong`
  display: inline-block;
  max-width: 100%;
  overflow-wrap: anywhere;
`;

export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <Whole>{email}</Whole>;
  return (
    <Whole>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </Whole>
  );
}
