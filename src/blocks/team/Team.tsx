// The team: one card per member of the team collection, in as many columns as balance their
// number (nine make three rows of three).
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import type { WithContent } from '../../content/blockContent';
import { fillPlaceholders } from '../../content/expand';
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

// Only where a hover exists: touch screens show the expertise without one. A quiet line, no icon:
// with a cursor drawn before it, it read as an instruction (review 42C).
const Hint = styled.p`
  color: ${color.textMuted};
  font-size: 0.9375rem;
  ${hoverNone} {
    display: none;
  }
`;

/** The chip's words: the first area and how many more, or the one area a member has. */
function expertiseCueOf(template: string, [first = '', ...rest]: string[]) {
  if (rest.length === 0) return first;
  return fillPlaceholders(template, { first, more: rest.length, count: rest.length + 1 });
}

export default function Team({
  eyebrow,
  title,
  intro,
  hoverHint,
  expertiseCue,
  content,
}: BlockProps<'team'> & WithContent) {
  const members = content?.collections.team ?? [];
  return (
    <Container>
      {title && (
        <SectionHeading eyebrow={eyebrow} title={title} intro={intro}>
          <Hint data-team-hint>{hoverHint}</Hint>
        </SectionHeading>
      )}
      <Grid $count={members.length}>
        {members.map(({ slug, data }) => (
          <TeamCard
            key={slug}
            slug={slug}
            member={data}
            cue={expertiseCueOf(expertiseCue, data.expertise)}
          />
        ))}
      </Grid>
    </Container>
  );
}
