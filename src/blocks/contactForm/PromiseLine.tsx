// On a phone, the form's promise over its fields: when it answers and who reads the message.
// There the steps and the responder's card come after the form, five fields and a button away,
// so a visitor gave their phone number before reading any promise (review 49A).
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { breakpoint, color } from '../../theme/tokens';
import { portraitDisc } from '../../ui/surfaces';

type Responder = NonNullable<BlockProps<'contactForm'>['responder']>;

const Line = styled.p`
  display: none;
  ${breakpoint.mobile} {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  img {
    flex: none;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: 50%;
    background: ${portraitDisc};
  }
  strong,
  .who {
    display: block;
  }
  .who {
    color: ${color.textMuted};
    font-size: 0.9375rem;
  }
`;

export function PromiseLine({ promise, responder }: { promise: string; responder?: Responder }) {
  return (
    <Line>
      {responder && <img src={responder.image} alt="" width={44} height={44} />}
      <span>
        <strong>{promise}</strong>
        {responder && <span className="who">{`${responder.name} · ${responder.role}`}</span>}
      </span>
    </Line>
  );
}
