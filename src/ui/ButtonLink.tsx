import styled from '@emotion/styled';
import type { Action } from '../content/types.generated';
import { contactNoteAttr } from '../lib/pageAttributes';
import { breakpoint, color, hoverOk, motionOk, radius } from '../theme/tokens';

const Anchor = styled.a<{ $variant: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border-radius: ${radius.pill};
  font-weight: 700;
  /* A label that wraps (a long one in a narrow card) stays centred in its pill. */
  text-align: center;
  text-decoration: none;
  border: 2px solid ${({ $variant }) => ($variant === 'primary' ? color.primary : color.text)};
  background: ${({ $variant }) => ($variant === 'primary' ? color.primary : 'transparent')};
  color: ${({ $variant }) => ($variant === 'primary' ? color.onPrimary : color.text)};
  ${motionOk} {
    transition: transform 0.2s ease;
    ${hoverOk} {
      &:hover {
        transform: translateY(-2px);
      }
    }
  }
`;

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** Where a link opens: an outside address in a new tab, safely (no access back to this page);
 * the site's own pages in place. */
export function linkTarget(href: string): { target?: '_blank'; rel?: string } {
  return isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** A link styled as a button; external links open in a new tab, safely. `note`: for a link to
 *  this page's contact form, the comment the form starts with (islands/contactNote). */
export function ButtonLink({ label, href, variant = 'primary', note }: Action & { note?: string }) {
  return (
    <Anchor href={href} $variant={variant} {...linkTarget(href)} {...{ [contactNoteAttr]: note }}>
      {label}
    </Anchor>
  );
}

/** Buttons side by side; on a phone they stack at full width, rather than wrapping one button
 *  alone onto a second line. Three go the first across and the other two side by side: three
 *  stacked bars read as a menu (design review 19, the 404 page). */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  ${breakpoint.small} {
    flex-direction: column;
    align-self: stretch;
    justify-self: stretch;
    &:has(> :nth-child(3):last-child) {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      > :first-child {
        grid-column: 1 / -1;
      }
    }
  }
`;
