import styled from '@emotion/styled';
import { columnWidth, motionOk, navbarHeight, palette, radius, space } from '../../theme/tokens';
import { navbarHiddenAttr, navbarStateAttr } from '../../lib/pageAttributes';
import { coverScreen } from '../../ui/surfaces';

// Tone = the background under the bar: light (white or light-gray section), dark, or the theme's.
const tones = {
  light: { text: palette.black900, glass: '255, 255, 255', focus: palette.black900 },
  dark: { text: palette.white, glass: '5, 5, 5', focus: palette.yellow500 },
};
const themeColours = `
  --nav-text: var(--color-text);
  --nav-glass: var(--nav-glass-theme, 255, 255, 255);
  --focus-ring: var(--color-link);
`;
const collapsed = '@media (max-width: 1240px)';

export const NavbarRoot = styled.header`
  ${themeColours}
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  color: var(--nav-text);
  html[data-theme='dark'] & {
    --nav-glass-theme: 0, 0, 0;
  }
  &[data-tone='light'],
  &[data-tone='paper'] {
    --nav-text: ${tones.light.text};
    --nav-glass: ${tones.light.glass};
    --focus-ring: ${tones.light.focus};
  }
  &[data-tone='dark'] {
    --nav-text: ${tones.dark.text};
    --nav-glass: ${tones.dark.glass};
    --focus-ring: ${tones.dark.focus};
  }
  /* A light section is a raised dark surface in the dark theme (theme/sections): the bar
     keeps the theme's colours over it. */
  html[data-theme='dark'] &[data-tone='paper'] {
    ${themeColours}
  }
  @media (prefers-color-scheme: dark) {
    html:not([data-theme='light']) &[data-tone='paper'] {
      ${themeColours}
    }
  }
  .bar {
    height: ${navbarHeight};
    display: flex;
    align-items: center;
    gap: ${space.md};
    /* The brand and the button line up with the content column (ui/Container) on wide screens. */
    padding-inline: max(${space.md}, calc(50% - ${columnWidth.page} / 2 + ${space.md}));
    background: rgba(var(--nav-glass), 0.62);
    backdrop-filter: blur(5px);
    -webkit-backdrop-filter: blur(5px);
    border-bottom: 1px solid rgba(127, 127, 127, 0.15);
  }
  /* Scrolled, nearly opaque: at 0.88 a bold section label passing under the brand showed
     through as a blurred ghost (review 77C). */
  &[${navbarStateAttr}='scrolled'] .bar {
    background: rgba(var(--nav-glass), 0.95);
    backdrop-filter: blur(15px);
    -webkit-backdrop-filter: blur(15px);
  }
  ${motionOk} {
    transition: transform 0.3s ease;
    .bar {
      transition:
        background 0.3s ease,
        color 0.3s ease;
    }
  }
  &[${navbarHiddenAttr}] {
    transform: translateY(-100%);
  }
  a {
    text-decoration: none;
  }
  .brand {
    font-weight: 800;
    font-size: 1.15rem;
    letter-spacing: -0.01em;
    white-space: nowrap;
  }
  .links {
    display: flex;
    gap: 0.6rem;
    list-style: none;
    margin: 0 auto;
    padding: 0;
    font-size: 0.9rem;
    /* The ring hugs the link, rounded like every other control: at the page's 3 px offset it
       came within a few pixels of the next link. */
    a {
      padding: 0.5rem 0.25rem;
      border-radius: 6px;
      white-space: nowrap;
    }
    a:focus-visible {
      outline-offset: 0;
    }
    a:hover,
    a[aria-current] {
      text-decoration: underline;
      text-underline-offset: 6px;
    }
    ${collapsed} {
      display: none;
    }
  }
  .actions {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    ${collapsed} {
      margin-left: auto;
    }
  }
  button {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    cursor: pointer;
  }
  .theme-toggle,
  .menu-open {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${radius.pill};
  }
  .menu-open {
    display: none;
    ${collapsed} {
      display: inline-grid;
    }
  }
  html[data-theme='dark'] & .icon-sun {
    display: none;
  }
  html:not([data-theme='dark']) & .icon-moon {
    display: none;
  }
  .cta {
    padding: 0.6rem 1.1rem;
    border-radius: ${radius.pill};
    background: ${palette.yellow500};
    color: ${palette.black900};
    font-weight: 800;
    font-size: 0.875rem;
    letter-spacing: 0.04em;
    white-space: nowrap;
  }
  .bar .cta {
    @media (max-width: 480px) {
      display: none;
    }
  }
  /* A native <dialog>: its box, margin and border reset, so it covers the screen. */
  .overlay {
    ${coverScreen}
    border: 0;
    display: flex;
    flex-direction: column;
    gap: ${space.lg};
    padding: ${space.md};
    background: ${palette.black900};
    color: ${palette.white};
    --focus-ring: ${palette.yellow500};
    overflow-y: auto;
  }
  .overlay:not([open]) {
    display: none;
  }
  /* The menu's top row is the bar's: the brand and 'Salir' centred in the bar's height, so
     opening the menu does not move the brand (it dropped 10 px: design review 10). */
  .overlay-top {
    display: flex;
    justify-content: space-between;
    align-items: center;
    height: ${navbarHeight};
    margin-top: calc(-1 * ${space.md});
  }
  .menu-close {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0 0.75rem;
    font-weight: 700;
  }
  .overlay-links {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
    font-size: 1.5rem;
    font-weight: 700;
    a {
      display: block;
      padding: 0.5rem 0;
    }
    /* Where the visitor is, as the bar marks it on wide screens (design review 9: the menu
       gave no sign of the current page). */
    a[aria-current] {
      text-decoration: underline 3px ${palette.yellow500};
      text-underline-offset: 8px;
    }
  }
  .overlay-actions {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    margin-top: auto;
    .cta {
      flex: 1;
      text-align: center;
      padding: 1rem;
      font-size: 1rem;
    }
  }
`;
