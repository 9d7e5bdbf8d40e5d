// A technology name with its category shown as a tooltip ('name - category') on hover and on
// keyboard focus of the list it sits in.
import styled from '@emotion/styled';
import { color, palette, radius } from '../theme/tokens';
import { techTooltip } from './techCategory';

export type TechBadgeSize = 'sm' | 'md' | 'lg';
export type TechBadgeVariant = 'default' | 'outlined' | 'solid';

const fontSize: Record<TechBadgeSize, string> = { sm: '0.75rem', md: '0.85rem', lg: '1rem' };

const Badge = styled.li<{ $size: TechBadgeSize; $variant: TechBadgeVariant }>`
  position: relative;
  display: inline-flex;
  padding: 0.25em 0.75em;
  border-radius: ${radius.pill};
  font-size: ${({ $size }) => fontSize[$size]};
  font-weight: 600;
  border: 1px solid ${({ $variant }) => ($variant === 'default' ? 'transparent' : color.border)};
  background: ${({ $variant }) =>
    $variant === 'solid' ? color.primary : $variant === 'default' ? color.bgAlt : 'transparent'};
  color: ${({ $variant }) => ($variant === 'solid' ? color.onPrimary : color.text)};
  [role='tooltip'] {
    position: absolute;
    bottom: calc(100% + 6px);
    left: 50%;
    transform: translateX(-50%);
    padding: 0.25rem 0.5rem;
    border-radius: 6px;
    background: ${palette.black900};
    color: ${palette.white};
    font-size: 0.75rem;
    white-space: nowrap;
    pointer-events: none;
    opacity: 0;
  }
  &:hover [role='tooltip'] {
    opacity: 1;
  }
`;

interface TechBadgeProps {
  name: string;
  size?: TechBadgeSize;
  variant?: TechBadgeVariant;
}

export function TechBadge({ name, size = 'md', variant = 'default' }: TechBadgeProps) {
  return (
    <Badge $size={size} $variant={variant}>
      {name}
      <span role="tooltip" aria-hidden="true">
        {techTooltip(name)}
      </span>
    </Badge>
  );
}

export const TechBadgeList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;
