import styled from '@emotion/styled';
import type { BlockProps, ServiceDetail as Service } from '../../content/types.generated';
import { TechBadge, TechBadgeList } from '../../ui/TechBadge';
import { color, space } from '../../theme/tokens';
import { autoGrid } from '../../ui/surfaces';

const Techs = styled.ul`
  list-style: none;
  padding: 0;
  ${autoGrid('220px', space.sm)}
  li {
    display: grid;
    gap: 0.4rem;
    justify-items: start;
  }
  p {
    color: ${color.textMuted};
    font-size: 0.95rem;
  }
`;

interface Props {
  title: string;
  technologies: Service['technologies'];
  badges: BlockProps<'serviceDetail'>['techBadges'];
}

export function Technologies({ title, technologies, badges }: Props) {
  return (
    <section aria-labelledby="tecnologias">
      <h2 id="tecnologias">{title}</h2>
      <Techs>
        {technologies.map((tech) => (
          <li key={tech.name}>
            <TechBadgeList>
              <TechBadge name={tech.name} {...badges} />
            </TechBadgeList>
            {tech.description && <p>{tech.description}</p>}
          </li>
        ))}
      </Techs>
    </section>
  );
}
