// The service's key features, under the description and its side card at the page's width: ticked
// tiles, a ticked list on a phone.
import styled from '@emotion/styled';
import { Check } from 'lucide-react';
import type { ServiceDetail as Service } from '../../content/types.generated';
import { breakpoint, chosenSurface, color, radius, space } from '../../theme/tokens';
import { SectionHeading } from '../../ui/SectionHeading';
import { balancedGrid } from '../../ui/balancedGrid';
import { plainList } from '../../ui/surfaces';

// The features as ticked tiles: a dotted list of six short lines read as a draft (design review
// 9). Columns from the count, so six make two full rows of three, not five and an orphan.
const Features = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 3, min: '250px', gap: space.sm })}
  li {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
    padding: ${space.sm};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    font-weight: 500;
  }
  svg {
    flex: none;
    box-sizing: content-box;
    padding: 0.3rem;
    border-radius: 50%;
    background: ${chosenSurface};
    color: ${color.accentText};
  }
  /* On a phone the tiles would stack into a column of boxes: a ticked list reads quicker. */
  ${breakpoint.small} {
    li {
      padding: 0;
      border: 0;
      background: none;
    }
  }
`;

interface Props {
  eyebrow: string;
  title: string;
  features: Service['keyFeatures'];
}

export function KeyFeatures({ eyebrow, title, features }: Props) {
  return (
    <section aria-labelledby="caracteristicas">
      <SectionHeading id="caracteristicas" eyebrow={eyebrow} title={title} />
      <Features $count={features.length}>
        {features.map((feature) => (
          <li key={feature}>
            <Check size={16} strokeWidth={3} aria-hidden="true" />
            {feature}
          </li>
        ))}
      </Features>
    </section>
  );
}
