import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { space } from '../../theme/tokens';
import { KeepRanges } from '../../ui/KeepRanges';
import { PartsLine, dotParts } from '../../ui/PartsLine';

const Inner = styled(Container)`
  display: grid;
  gap: ${space.md};
  justify-items: center;
  text-align: center;
`;

// Wide enough for a short question on one line ('¿Tienes un proyecto en mente?' broke after
// 'un' at 14.5em: design review 24); longer ones still balance over two.
const Title = styled.h2`
  font-size: clamp(1.75rem, 4vw, 2.75rem);
  max-width: 18em;
`;

// Centred lines read best balanced ("por etapa." alone under a full line looked like a slip).
const Text = styled.p`
  font-size: 1.125rem;
  max-width: 36em;
  text-wrap: balance;
`;

const Actions = styled(ButtonRow)`
  justify-content: center;
`;

// Small print under the buttons, in full ink: muted grey on the yellow band read washed out.
const Note = styled.p`
  font-size: 0.9375rem;
  font-weight: 500;
`;

export default function Cta({ title, text, actions, note }: BlockProps<'cta'>) {
  return (
    <Inner $width="text">
      <Title>{title}</Title>
      {text && (
        <Text>
          <KeepRanges text={text} />
        </Text>
      )}
      <Actions>
        {actions.map((action) => (
          <ButtonLink key={action.href + action.label} {...action} />
        ))}
      </Actions>
      {note && (
        <Note>
          <PartsLine parts={dotParts(note)} layout="stack" />
        </Note>
      )}
    </Inner>
  );
}
