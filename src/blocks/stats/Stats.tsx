// A row of counters with their labels. How the numbers look is the ui Counter's business; this
// block only lays them out and passes the section's choices on.
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

const Item = styled.div<{ $thin: boolean }>`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.25rem;
  padding: ${space.sm} 0;
  border-top: ${({ $thin }) => ($thin ? '1px' : '3px')} solid ${color.primary};
  dd {
    margin: 0;
  }
  dt {
    color: ${color.textMuted};
  }
`;

export default function Stats({
  title,
  items,
  variant,
  size,
  color: tone,
  glow,
  pulse,
  duration,
  separator,
}: BlockProps<'stats'>) {
  return (
    <Container>
      {title && <SectionHeading title={title} />}
      <List>
        {items.map((item) => (
          <Item key={item.label} $thin={variant === 'minimal'}>
            <dt>{item.label}</dt>
            <dd>
              <Counter
                value={item.value}
                prefix={item.prefix}
                suffix={item.suffix}
                decimals={item.decimals}
                separator={separator}
                duration={duration}
                variant={variant}
                size={size}
                color={tone}
                glow={glow}
                pulse={pulse}
              />
            </dd>
          </Item>
        ))}
      </List>
    </Container>
  );
}
