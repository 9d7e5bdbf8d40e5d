// A technology name with its category as a tooltip ('name - category'). The badge takes keyboard
// focus and shows the tooltip then too; screen readers get the category from hidden text, since
// the tooltip bubble itself is only a visual copy of it.
import styled from '@emotion/styled';
import { createElement } from 'react';
import { color, motionOk, palette } from '../theme/tokens';
import { categoryLabel, techCategory, techTooltip } from '../lib/techCategory';
import { techIcon } from './techIcons';

export type TechBadgeSize = 'sm' | 'md' | 'lg';
export type TechBadgeVariant = 'default' | 'outlined' | 'solid';

const fontSize: Record<TechBadgeSize, string> = { sm: '0.75rem', md: '0.85rem', lg: '1rem' };
const iconPx: Record<TechBadgeSize, number> = { sm: 12, md: 14, lg: 16 };

const variants: Record<TechBadgeVariant, string> = {
  default: `border-color: transparent; background: ${color.bgAlt}; color: ${color.text};`,
  outlined: `border-color: ${color.border}; background: transparent; color: ${color.text};`,
  solid: `border-color: transparent; background: ${color.primary}; color: ${color.onPrimary};`,
};

/** The tooltip after the badge, centred on its line: above it, it crossed the rule over a spec
 *  sheet's row (review 41C). */
const besideBadge = `
  bottom: auto;
  top: 50%;
  left: calc(100% + 8px);
  transform: translateY(-50%);
`;

// One line, icon and name centred on it: doubled specificity (&&), so a list the badge sits in
// cannot restyle its <li> into a grid that stacks the icon over the name.
const Badge = styled.li<{ $size: TechBadgeSize; $variant: TechBadgeVariant; $beside: boolean }>`
  && {
    display: inline-flex;
    flex-direction: row;
    align-items: center;
  }
  position: relative;
  gap: 0.4em;
  padding: 0.3em 0.8em;
  line-height: 1.25;
  /* A long name ("Firebase Cloud Messaging") wraps inside its chip rather than run past a
     phone's column; 1em rounds one line fully, as a pill, and two lines as a rounded box. */
  max-width: 100%;
  border-radius: 1em;
  border: 1px solid;
  font-size: ${({ $size }) => fontSize[$size]};
  font-weight: 600;
  ${({ $variant }) => variants[$variant]}
  svg {
    flex: none;
  }
  [role='tooltip'] {
    position: absolute;
    bottom: calc(100% + 6px);
    left: 50%;
    transform: translateX(-50%);
    padding: 0.25rem 0.5rem;
    border-radius: 6px;
    /* A raised grey with a light edge: in black it vanished on the dark theme's black page, a
       line of small text over the section's rule (review 38B); at 16% the edge did not show
       beside a grey chip (42C). */
    background: ${palette.gray850};
    box-shadow: 0 0 0 1px rgb(255 255 255 / 0.3);
    color: ${palette.white};
    font-size: 0.75rem;
    font-weight: 400;
    white-space: nowrap;
    pointer-events: none;
    opacity: 0;
    ${({ $beside }) => ($beside ? besideBadge : '')}
  }
  ${motionOk} {
    [role='tooltip'] {
      transition: opacity 0.15s ease;
    }
  }
  &:hover [role='tooltip'],
  &:focus-visible [role='tooltip'] {
    opacity: 1;
  }
`;

export interface TechBadgeProps {
  name: string;
  size?: TechBadgeSize;
  variant?: TechBadgeVariant;
  /** A small icon of the technology (or of its category) before the name. */
  showIcon?: boolean;
  /** The tooltip beside the badge, not above it: for a badge alone on its line. */
  tooltipBeside?: boolean;
}

export function TechBadge({
  name,
  size = 'md',
  variant = 'default',
  showIcon = false,
  tooltipBeside = false,
}: TechBadgeProps) {
  const category = techCategory(name);
  return (
    // Focusable so keyboard users can bring up the tooltip, as a mouse does on hover.
    <Badge $size={size} $variant={variant} $beside={tooltipBeside} tabIndex={0}>
      {showIcon &&
        createElement(techIcon(name), {
          size: iconPx[size],
          'aria-hidden': 'true',
          strokeWidth: 2,
        })}
      {name}
      <span className="visually-hidden"> - {categoryLabel[category]}</span>
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
