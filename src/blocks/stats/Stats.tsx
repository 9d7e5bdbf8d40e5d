import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { Counter } from '../../ui/Counter';
import { SectionHeading } from '../../ui/SectionHeading';
import { breakpoint, color, space } from '../../theme/tokens';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space.md};
  ${breakpoint.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.25rem;
  padding: ${space.sm} 0;
  border-top: 3px solid ${color.primary};
  dd {
    margin: 0;
    font-size: clamp(2rem, 5vw, 3.25rem);
    font-weight: 800;
    letter-spacing: -0.02em;
    white-space: nowrap;
  }
  dt {
    color: ${color.textMuted};
  }
`;

export default function Stats({ title, items }: BlockProps<'stats'>) {
  return (
    <Container>
      {title && <SectionHeading title={title} />}
      <List>
        {items.map((item) => (
          <Item key={item.label}>
            <dt>{item.label}</dt>
            <dd>
              <Counter
                value={item.value}
                prefix={item.prefix}
                suffix={item.suffix}
                decimals={item.decimals}
              />
            </dd>
          </Item>
        ))}
      </List>
    </Container>
  );
}
