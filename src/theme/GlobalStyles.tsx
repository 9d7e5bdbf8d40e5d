import { Global, css } from '@emotion/react';
import {
  breakpoint,
  color,
  darkTone,
  font,
  lightTone,
  motionOk,
  scrollPaddingTop,
  raisedDarkTone,
  toneDeclarations,
} from './tokens';
import { fontFaceRules } from './fonts';
import { logoFilterCss } from './logoFilters';
import {
  renderAllAttr,
  revealAttr,
  revealPendingAttr,
  revealedAttr,
  scrollLockAttr,
  landedAttr,
  lightVariantAttr,
  darkVariantAttr,
} from '../lib/pageAttributes';
import { visuallyHidden } from './visuallyHidden';

// Light is the default; the system preference applies until the theme script (seo/themeInit)
// sets data-theme, so visitors without JavaScript also get their preferred theme.
// Client logos in the dark theme (ui/Logo, ui/LogoPlate; filters in theme/logoFilters): a raised dark plate and the logo in
// light monochrome, not a white slab on black. Set once here rather than in every plate's class.
// Case screens (public/cases/) and the blog's covers sit on light grounds that glare on a black
// page: dimmed a touch, as the best dark themes dim their light pictures, with their colour kept
// (0.85 turned the covers' white titles grey, 3.6:1 on one: design review 8; at 0.88 three
// reviews of round 53 found the pastel screens grey and muddy).
const darkSurfaces = `--logo-plate: ${raisedDarkTone.surface};
  --logo-plate-edge: ${raisedDarkTone.border};
  --logo-filter: ${logoFilterCss('white')};
  --screen-filter: brightness(0.94) saturate(1.1);`;

const styles = css`
  ${fontFaceRules()}
  :root {
    ${toneDeclarations(lightTone)}
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme='light']) {
      ${toneDeclarations(darkTone)}
      ${darkSurfaces}
      color-scheme: dark;
    }
  }
  :root[data-theme='dark'] {
    ${toneDeclarations(darkTone)}
    ${darkSurfaces}
    color-scheme: dark;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  img[src^='/cases/'],
  img[src^='/blog/'] {
    filter: var(--screen-filter, none);
  }
  /* A jump lands its target at one place, 16 px under the navbar, whether the jump (down) hides
     the bar or (up) brings it back: at the bar's height alone, a heading jumped up to went under
     it (review 50B). Fixed, not following the bar's state: a landing from another page
     re-scrolls as the page settles, and a padding that changed with the bar moved the page,
     which moved the bar, and left the heading under it (review 51B). */
  html {
    scroll-padding-top: ${scrollPaddingTop};
    -webkit-text-size-adjust: 100%;
  }
  ${motionOk} {
    html {
      scroll-behavior: smooth;
    }
  }
  body {
    margin: 0;
    font-family: ${font.body};
    font-size: 1rem;
    line-height: 1.6;
    background: ${color.bg};
    color: ${color.text};
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.15;
    margin: 0;
    text-wrap: balance;
  }
  /* Card titles: two lines at 1.15 read as one cramped block (reviews 59C, 60C). */
  h3,
  h4 {
    line-height: 1.25;
  }
  /* Manrope is drawn for text sizes: at display sizes its default spacing looks loose. */
  h1,
  h2 {
    letter-spacing: -0.015em;
  }
  p {
    margin: 0;
  }
  /* No paragraph ending on a line of one word. Not every list item: 'pretty' costs layout time
     on each, and the home page has hundreds (its blocking time at 9x CPU could not be told
     apart from the noise, 300-590 ms in medians of 3); not 'balance' either, which left short
     items' lines half empty (design review 7b). */
  p {
    text-wrap: pretty;
  }
  a {
    color: inherit;
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  /* A drawing with a dark variant (ui/ThemedIllustration) shows the one of the theme. Defined
     once here, not in each block that holds one; :root outranks a block's own 'img' rules. */
  :root [${darkVariantAttr}] {
    display: none;
  }
  :root[data-theme='dark'] [${lightVariantAttr}] {
    display: none;
  }
  :root[data-theme='dark'] [${darkVariantAttr}] {
    display: block;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme='light']) [${lightVariantAttr}] {
      display: none;
    }
    :root:not([data-theme='light']) [${darkVariantAttr}] {
      display: block;
    }
  }
  /* The link colour reaches 3:1 on every section tone; surfaces with a fixed background of
     their own (navbar, menu overlay, footer) set --focus-ring to a colour that reads on it. */
  :focus-visible {
    outline: 3px solid var(--focus-ring, ${color.link});
    outline-offset: 3px;
  }
  [${landedAttr}]:focus {
    outline: none;
  }
  .nowrap {
    white-space: nowrap;
  }
  .visually-hidden {
    ${visuallyHidden}
  }
  .skip-link {
    position: absolute;
    left: 1rem;
    top: -100px;
    z-index: 200;
    padding: 0.75rem 1rem;
    background: ${color.primary};
    color: ${color.onPrimary};
    font-weight: 700;
  }
  .skip-link:focus {
    top: 1rem;
  }
  body[${scrollLockAttr}] {
    overflow: hidden;
  }
  /* Sections (ui/Section). Every one but the first is laid out only when it comes near the
     viewport, at an estimated height until then; a jump within the page renders them all. The
     estimate is the sections' mean height over thirteen pages (720 px at 1280, 1,113 at 390):
     at 640 px everywhere a phone's page started at 9,448 px of 15,694, its scrollbar ran
     ahead and End stopped in the FAQ (review 68A). */
  [${revealAttr}] {
    content-visibility: auto;
    contain-intrinsic-size: auto 45rem;
    ${breakpoint.mobile} {
      contain-intrinsic-size: auto 70rem;
    }
  }
  html[${renderAllAttr}] [${revealAttr}] {
    content-visibility: visible;
  }
  ${motionOk} {
    /* The loader marks only sections below the fold as pending: without JavaScript, or if the
       loader fails, every section stays visible, and nothing on screen ever blinks out. What
       fades is the section's content, never its band: a black or yellow band that faded in
       left a white hole at the foot of the screen while scrolling (design review 9). */
    [${revealPendingAttr}]:not([${revealedAttr}]) > * {
      opacity: 0;
      transform: translateY(24px);
    }
    /* Only the way in is animated: a section marked pending off screen hides at once, so a
       visitor who jumps down the page never meets one half faded out. 0.4 s: at 0.6 a reader
       who scrolled quickly met text still at low contrast (review 92J). */
    [${revealedAttr}] > * {
      transition:
        opacity 0.4s ease-out,
        transform 0.4s ease-out;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
