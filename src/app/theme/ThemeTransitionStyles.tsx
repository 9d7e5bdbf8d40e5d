import { Global, css } from '@emotion/react';
import { palette } from '../../theme/tokens';

const styles = css`
  .theme-transition {
    position: fixed;
    inset: 0;
    z-index: 100;
    pointer-events: none;
    background: radial-gradient(circle at center, rgba(255, 214, 0, 0.25), rgba(5, 5, 5, 0.6));
    animation: theme-fade 1000ms ease-in-out forwards;
  }
  .theme-transition span {
    position: absolute;
    left: var(--x);
    top: var(--y);
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${palette.yellow500};
    box-shadow: 0 0 12px ${palette.yellow500};
    animation: theme-sparkle 700ms ease-out var(--delay) both;
  }
  @keyframes theme-fade {
    0% {
      opacity: 0;
    }
    30% {
      opacity: 1;
    }
    100% {
      opacity: 0;
    }
  }
  @keyframes theme-sparkle {
    from {
      transform: scale(0);
      opacity: 1;
    }
    to {
      transform: scale(2.5);
      opacity: 0;
    }
  }
`;

export function ThemeTransitionStyles() {
  return <Global styles={styles} />;
}
