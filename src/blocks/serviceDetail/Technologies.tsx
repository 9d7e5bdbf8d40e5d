import styled from '@emotion/styled';
import type { BlockProps, ServiceDetail as Service } from '../../content/types.generated';
import { TechBadge, TechBadgeList } from '../../ui/TechBadge';
import { balancedGrid } from '../../ui/balancedGrid';
import { color, space } from '../../theme/tokens';
import { plainList } from '../../ui/surfaces';
import { SectionHeading } from '../../ui/SectionHeading';

// Only the list's own items: the badge inside is an <li> too, and must keep its one-line look.
// Each item under a rule, as a spec sheet's rows: loose badges and grey lines floated on the white
// with nothing to hold them in rows (design review 9).
const Techs = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 3, min: '200px', gap: space.md })}
  > li {
    display: grid;
    gap: 0.5rem;
    align-content: start;
    justify-items: start;
    padding-top: ${space.sm};
    border-top: 1px solid ${color.border};
  }
  p {
    color: ${color.textMuted};
    font-size: 0.95rem;
  }
`;

interface Props {
  eyebrow: string;
  title: string;
  technologies: Service['technologies'];
  badges: BlockProps<'serviceDetail'>['techBadges'];
}

export function Technologies({ eyebrow, title, technologies, badges }: Props) {
  return (
    <section aria-labelledby="tecnologias">
      <SectionHeading id="tecnologias" eyebrow={eyebrow} title={title} />
      <Techs $count={technologies.length}>
        {technologies.map((tech) => (
          <li key={tech.name}>
            <TechBadgeList>
              <TechBadge name={tech.name} {...badges} tooltipBeside />
            </TechBadgeList>
            {tech.description && <p>{tech.description}</p>}
          </li>
        ))}
      </Techs>
    </section>
  );
}
