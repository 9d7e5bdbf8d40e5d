// The team: one card per member of the team collection, in as many columns as balance their
// number (nine make three rows of three).
import styled from '@emotion/styled';
import { MousePointer2 } from 'lucide-react';
import type { BlockProps } from '../../content/types.generated';
import type { WithContent } from '../../content/blockContent';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { balancedGrid } from '../../ui/balancedGrid';
import { color, hoverNone } from '../../theme/tokens';
import { plainList } from '../../ui/surfaces';
import { TeamCard } from './TeamCard';

const Grid = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 4, min: '250px' })}
`;

// Only where a hover exists: touch screens show the expertise without one.
const Hint = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  color: ${color.textMuted};
  svg {
    flex: none;
    margin-top: 0.2em;
  }
  ${hoverNone} {
    display: none;
  }
`;

export default function Team({
  eyebrow,
  title,
  intro,
  hoverHint,
  content,
}: BlockProps<'team'> & WithContent) {
  const members = content?.collections.team ?? [];
  return (
    <Container>
      {title && (
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro}>
          <Hint data-team-hint>
            <MousePointer2 size={18} aria-hidden="true" />
            {hoverHint}
          </Hint>
        </SectionHeading>
      )}
      <Grid $count={members.length}>
        {members.map(({ slug, data }) => (
          <TeamCard key={slug} slug={slug} member={data} />
        ))}
      </Grid>
    </Container>
  );
}
