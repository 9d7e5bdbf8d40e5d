import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, space } from '../theme/tokens';
import { KeepRanges } from './KeepRanges';
import { bindShortWords } from '../lib/bindShortWords';
import { compactTitleSize } from './heroTitle';

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
  /* A section that opens the page (no hero above it) heads it with the page's h1, at the size of
     a compact hero's title. */
  &:is(h1) {
    font-size: ${compactTitleSize};
    letter-spacing: -0.02em;
  }
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
  level = 2,
  children,
}: {
  /** The heading's id, for a section labelled by it. */
  id?: string;
  /** 1 when the section opens the page: its title is then the page's h1. */
  level?: 1 | 2;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Anything that belongs to the heading after the intro, such as a usage hint. */
  children?: ReactNode;
}) {
  return (
    <Wrapper>
      {eyebrow && <SectionEyebrow>{eyebrow}</SectionEyebrow>}
      <Title as={level === 1 ? 'h1' : 'h2'} id={id}>
        {bindShortWords(title)}
      </Title>
      {intro && (
        <Intro>
          <KeepRanges text={intro} />
        </Intro>
      )}
      {children}
    </Wrapper>
  );
}
