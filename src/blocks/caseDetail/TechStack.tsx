// The case's technologies grouped by layer (Frontend, Móvil, Backend, Base de datos...), each
// group under its name: a bare row of six chips in a section of its own read as a thin strip,
// and said nothing of what each tool did (reviews 88C, 88D).
import styled from '@emotion/styled';
import { categoryLabel, techCategory, type TechCategory } from '../../lib/techCategory';
import { TechBadge, TechBadgeList, type TechBadgeProps } from '../../ui/TechBadge';
import { color, space } from '../../theme/tokens';
import { eyebrowText, plainList } from '../../ui/surfaces';
import { balancedGrid } from '../../ui/balancedGrid';

/** The layers in the order a system is described, front to back. */
const layerOrder = Object.keys(categoryLabel) as TechCategory[];

// Each layer a column on a rule, as the challenges are; rows balanced (six layers as 3 + 3,
// never 5 + 1).
const Layers = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 4, min: '11rem' })}
  > li {
    display: grid;
    align-content: start;
    gap: 0.75rem;
    padding-top: ${space.sm};
    border-top: 2px solid ${color.border};
  }
  h3 {
    ${eyebrowText}
    color: ${color.textMuted};
  }
`;

interface Props {
  title: string;
  technologies: { name: string }[];
  badges?: Pick<TechBadgeProps, 'size' | 'variant' | 'showIcon'>;
}

export function TechStack({ title, technologies, badges }: Props) {
  const layers = layerOrder
    .map((layer) => ({
      layer,
      tools: technologies.filter((tech) => techCategory(tech.name) === layer),
    }))
    .filter(({ tools }) => tools.length > 0);
  return (
    <section aria-labelledby="tecnologias">
      <h2 id="tecnologias">{title}</h2>
      <Layers $count={layers.length}>
        {layers.map(({ layer, tools }) => (
          <li key={layer}>
            <h3>{categoryLabel[layer]}</h3>
            <TechBadgeList>
              {tools.map((tech) => (
                <TechBadge key={tech.name} name={tech.name} {...badges} />
              ))}
            </TechBadgeList>
          </li>
        ))}
      </Layers>
    </section>
  );
}
