import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { color, space } from '../../theme/tokens';
import { KeepRanges } from '../../ui/KeepRanges';

const Inner = styled(Container)`
  display: grid;
  gap: ${space.md};
  justify-items: center;
  text-align: center;
`;

const Title = styled.h2`
  font-size: clamp(1.75rem, 4vw, 2.75rem);
  max-width: 14.5em;
`;

const Text = styled.p`
  font-size: 1.125rem;
  max-width: 36em;
`;

const Actions = styled(ButtonRow)`
  justify-content: center;
`;

const Note = styled.p`
  font-size: 0.875rem;
  color: ${color.textMuted};
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
          <KeepRanges text={note} />
        </Note>
      )}
    </Inner>
  );
}
