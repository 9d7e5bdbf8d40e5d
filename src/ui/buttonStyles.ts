import { css } from '@emotion/react';
import { color, radius } from '../theme/tokens';

/** The yellow pill shared by every primary button (links use ButtonLink). */
export const primaryButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 52px;
  padding: 0.75rem 1.75rem;
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.onPrimary};
  font: inherit;
  font-weight: 800;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;

/** The outlined pill for secondary actions (retry, copy). */
export const secondaryButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border-radius: ${radius.pill};
  border: 2px solid ${color.text};
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

/** A button drawn as an underlined text link, its target 44 px tall ('Ver todos', 'Quitar'). */
export const textButton = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
