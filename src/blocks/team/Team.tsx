// Team cards: on hover or keyboard focus the portrait swaps to its animated version and the
// expertise list slides in. The list is in the HTML at all times, so screen readers get it too.
import styled from '@emotion/styled';
import type { BlockProps, TeamMember } from '../../content/types.generated';
import type { WithContent } from '../../content/blockContent';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { color, motionOk, palette, radius, space } from '../../theme/tokens';
import { autoGrid, plainList } from '../../ui/surfaces';

const gradients: Record<TeamMember['gradient'], string> = {
  'yellow-blue': `linear-gradient(135deg, ${palette.yellow500}, ${palette.blue300})`,
  'purple-blue': `linear-gradient(135deg, ${palette.purple300}, ${palette.blue300})`,
  'yellow-purple': `linear-gradient(135deg, ${palette.yellow500}, ${palette.purple300})`,
  'blue-accent': `linear-gradient(135deg, ${palette.blue300}, ${palette.indigo400})`,
  'purple-accent': `linear-gradient(135deg, ${palette.purple300}, ${palette.indigo400})`,
};

const Grid = styled.ul`
  ${plainList}
  ${autoGrid('260px')}
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${space.xs};
  padding: ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  &:focus-visible {
    outline: 3px solid ${color.text};
    outline-offset: 3px;
  }
  h3 {
    font-size: 1.25rem;
  }
  > p {
    color: ${color.textMuted};
  }
`;

// The member's gradient frames the portrait.
const Portrait = styled.div<{ $gradient: string }>`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${radius.md};
  overflow: hidden;
  background: ${({ $gradient }) => $gradient};
  img {
    position: absolute;
    inset: 6px;
    width: calc(100% - 12px);
    height: calc(100% - 12px);
    border-radius: ${radius.sm};
    ${motionOk} {
      transition: opacity 0.3s ease;
    }
  }
  img + img {
    opacity: 0;
  }
  li:hover & img + img,
  li:focus-within & img + img {
    opacity: 1;
  }
`;

const Role = styled.p`
  font-weight: 700;
  && {
    color: ${color.text};
  }
`;

const Expertise = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  max-height: 0;
  overflow: hidden;
  opacity: 0;
  ${motionOk} {
    transition:
      max-height 0.3s ease,
      opacity 0.3s ease;
  }
  li:hover &,
  li:focus-within & {
    max-height: 12rem;
    opacity: 1;
  }
  li {
    padding: 0.2rem 0.6rem;
    border-radius: ${radius.pill};
    background: ${color.bgAlt};
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

export default function Team({ eyebrow, title, intro, content }: BlockProps<'team'> & WithContent) {
  const members = content?.collections.team ?? [];
  return (
    <Container>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Grid>
        {members.map(({ slug, data: member }) => (
          // Focusable so keyboard users get the same reveal as a hover.
          <Card key={slug} tabIndex={0} aria-labelledby={`equipo-${slug}`} data-member={slug}>
            <Portrait $gradient={gradients[member.gradient]}>
              <img
                src={member.image}
                alt={`Retrato de ${member.name}`}
                width={480}
                height={480}
                loading="lazy"
                decoding="async"
              />
              <img
                src={member.gif}
                alt=""
                width={480}
                height={480}
                loading="lazy"
                decoding="async"
              />
            </Portrait>
            <h3 id={`equipo-${slug}`}>{member.name}</h3>
            <Role>{member.role}</Role>
            <Expertise aria-label={`Experiencia de ${member.name}`}>
              {member.expertise.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </Expertise>
            <p>{member.text}</p>
          </Card>
        ))}
      </Grid>
    </Container>
  );
}
