// The case's technologies grouped by layer (Frontend, Móvil, Backend, Base de datos...), each
// group under its name: a bare row of six chips in a section of its own read as a thin strip,
// and said nothing of what each tool did (reviews 88C, 88D).
import styled from '@emotion/styled';
import { categoryLabel, techCategory, type TechCategory } from '../../lib/techCategory';
import { TechBadge, TechBadgeList, type TechBadgeProps } from '../../ui/TechBadge';
import { breakpoint, color, space } from '../../theme/tokens';
import { eyebrowText, plainList } from '../../ui/surfaces';

/** The layers in the order a system is described, front to back. */
const layerOrder = Object.keys(categoryLabel) as TechCategory[];

// One row per layer, its name beside its tools, on rules: a spec sheet. As columns, five layers
// left an empty cell beside the second row on a wide screen and stacked 530 px tall on a phone
// for seven chips (review 89A).
const Layers = styled.ul`
  ${plainList}
  border-bottom: 1px solid ${color.border};
  > li {
    display: grid;
    /* minmax: a long chip wraps in its column; as 1fr its width stretched a phone's page to
       418 px (EduPro's stack, CI of stop 63). */
    grid-template-columns: 13rem minmax(0, 1fr);
    align-items: center;
    gap: ${space.sm};
    padding-block: 0.875rem;
    border-top: 1px solid ${color.border};
    ${breakpoint.mobile} {
      grid-template-columns: 6.5rem minmax(0, 1fr);
    }
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
      <Layers>
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
