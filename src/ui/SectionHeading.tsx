import styled from '@emotion/styled';
import { color, space } from '../theme/tokens';

const Wrapper = styled.header`
  max-width: 760px;
  margin-bottom: ${space.lg};
  display: grid;
  gap: ${space.sm};
`;

const Eyebrow = styled.p`
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.textMuted};
`;

const Title = styled.h2`
  font-size: clamp(1.75rem, 3.5vw, 2.5rem);
`;

const Intro = styled.p`
  font-size: 1.125rem;
  color: ${color.textMuted};
`;

export function SectionHeading({
  eyebrow,
  title,
  intro,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
}) {
  return (
    <Wrapper>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title>{title}</Title>
      {intro && <Intro>{intro}</Intro>}
    </Wrapper>
  );
}
