import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, space } from '../theme/tokens';
import { KeepRanges } from './KeepRanges';
import { bindShortWords } from '../lib/bindShortWords';

const Wrapper = styled.header`
  max-width: 760px;
  margin-bottom: ${space.lg};
  display: grid;
  gap: ${space.sm};
`;

/** The short label over a section's title; blocks with a heading of their own use it too. */
export const SectionEyebrow = styled.p`
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
  id,
  eyebrow,
  title,
  intro,
  children,
}: {
  /** The heading's id, for a section labelled by it. */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Anything that belongs to the heading after the intro, such as a usage hint. */
  children?: ReactNode;
}) {
  return (
    <Wrapper>
      {eyebrow && <SectionEyebrow>{eyebrow}</SectionEyebrow>}
      <Title id={id}>{bindShortWords(title)}</Title>
      {intro && (
        <Intro>
          <KeepRanges text={intro} />
        </Intro>
      )}
      {children}
    </Wrapper>
  );
}
