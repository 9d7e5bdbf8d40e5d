import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { BlockProps, StatsBlock } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { Counter } from '../../ui/Counter';
import { SectionHeading } from '../../ui/SectionHeading';
import { breakpoint, color, motionOk, palette, space } from '../../theme/tokens';

const sizes: Record<StatsBlock['size'], string> = {
  sm: 'clamp(1.5rem, 3vw, 2rem)',
  md: 'clamp(1.75rem, 4vw, 2.5rem)',
  lg: 'clamp(2rem, 5vw, 3.25rem)',
  xl: 'clamp(2.5rem, 7vw, 4.5rem)',
};

const pulse = keyframes`
  50% { transform: scale(1.04); }
`;

// neon and digital are effects on top of the theme text colour, so contrast holds in both themes.
const variants: Record<StatsBlock['variant'], string> = {
  default: '',
  neon: `text-shadow: 0 0 12px ${palette.blue300}, 0 0 28px ${palette.blue300};`,
  digital: `font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; letter-spacing: 0.04em;`,
  minimal: 'font-weight: 300;',
};

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${space.md};
  ${breakpoint.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.div<{
  $variant: StatsBlock['variant'];
  $size: StatsBlock['size'];
  $pulse: boolean;
}>`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.25rem;
  padding: ${space.sm} 0;
  border-top: ${({ $variant }) => ($variant === 'minimal' ? '1px' : '3px')} solid ${color.primary};
  dd {
    margin: 0;
    font-size: ${({ $size }) => sizes[$size]};
    font-weight: 800;
    ${({ $variant }) => variants[$variant]}
    letter-spacing: -0.02em;
    white-space: nowrap;
  }
  dt {
    color: ${color.textMuted};
  }
  ${motionOk} {
    dd {
      animation: ${({ $pulse }) => ($pulse ? `${pulse} 2.4s ease-in-out 2s infinite` : 'none')};
    }
  }
`;

export default function Stats({
  title,
  items,
  variant,
  size,
  duration,
  pulse: pulsing,
}: BlockProps<'stats'>) {
  return (
    <Container>
      {title && <SectionHeading title={title} />}
      <List>
        {items.map((item) => (
          <Item key={item.label} $variant={variant} $size={size} $pulse={pulsing}>
            <dt>{item.label}</dt>
            <dd>
              <Counter
                value={item.value}
                prefix={item.prefix}
                suffix={item.suffix}
                decimals={item.decimals}
                duration={duration}
              />
            </dd>
          </Item>
        ))}
      </List>
    </Container>
  );
}
