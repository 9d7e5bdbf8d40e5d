// Style pieces that many blocks share: a bare list, an auto-filling grid, a card surface, the
// small uppercase label above a title, the closing yellow panel, a picture that fills its column,
// label/value fact pairs, rendering only near the viewport and sticking under the navbar. Blocks
// compose them instead of repeating the declarations.
import { css } from '@emotion/react';
import { backgrounds } from '../theme/sections';
import { color, navbarHeight, palette, radius, scrollPaddingTop, space } from '../theme/tokens';
import { renderAllAttr } from './renderWholePage';
import { navbarOffsetProperty } from '../lib/pageAttributes';

/** Declarations for the dark theme only: the one chosen, or the system's when none is saved. */
export const inDarkTheme = (declarations: string) => `
  html[data-theme='dark'] & {
    ${declarations}
  }
  @media (prefers-color-scheme: dark) {
    html:not([data-theme='light']) & {
      ${declarations}
    }
  }
`;

export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** As many columns of at least `min` as fit; one on narrow screens. */
export const autoGrid = (min: string, gap: string = space.md) => css`
  display: grid;
  gap: ${gap};
  grid-template-columns: repeat(auto-fill, minmax(min(${min}, 100%), 1fr));
`;

/**
 * Skips style, layout and paint, and the loading of lazy images inside, while the element is far
 * from the viewport: a long page then costs a slow phone only the screen it shows. `estimate` is
 * the height reserved until the element has rendered once; after that the browser remembers it.
 */
export const renderWhenNear = (estimate: string) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimate};
  html[${renderAllAttr}] & {
    content-visibility: visible;
  }
`;

export const cardSurface = css`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

/**
 * A card's one link made the whole card its target: the link's ::after covers the nearest
 * positioned ancestor (the card, `position: relative`), and the focus ring is drawn on that cover,
 * inside the card's edge, so it outlines the card and no overflow can clip it. One tab stop, one
 * name for screen readers, a target as large as the card. Another link in the card stays on top
 * with `position: relative`.
 */
export const stretchedLink = (rounding: string) => css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${rounding};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${color.text};
    outline-offset: -3px;
  }
`;

/** A text link that leads on, drawn with an arrow icon after its label: bold ink, underlined.
 *  Cards' entries, a service's first result, a case's facts card share this one look. */
export const arrowLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  color: ${color.text};
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

export const eyebrowText = css`
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/** The closing call to action inside a template page (a case, a service): the yellow band of the
 * landings (the accent background, tone and fill) as a rounded panel, in both themes, so every page ends on the same note. */
export const accentPanel = css`
  ${backgrounds.accent.css}
  display: grid;
  justify-items: center;
  gap: ${space.sm};
  padding: ${space.xl} ${space.md};
  border-radius: ${radius.lg};
  color: ${color.text};
  text-align: center;
  > h2 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  > p {
    max-width: 36em;
    margin-bottom: ${space.xs};
    text-wrap: balance;
  }
`;

/** A picture that fills its column, on a tinted ground while it loads. */
export const fluidImage = css`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${radius.sm};
  background: ${color.bgAlt};
`;

const yellowMark = (size: string, corner: string) => `
  display: grid;
  place-items: center;
  width: ${size};
  height: ${size};
  border-radius: ${corner};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 800;
`;

/** A yellow disc holding a number or an icon: the steps of the contact form and of a service's
 *  process, the thank-you dialog's check mark. */
export const yellowDisc = (size: string) => yellowMark(size, '50%');

/** A yellow square holding a number or an icon: a card's icon or step number, a case's
 *  solution number, the map card's place mark. */
export const yellowSquare = (size: string) => yellowMark(size, radius.sm);

/** A bulleted list with the brand's yellow dots instead of the browser's discs and circles. */
export const dotList = css`
  ${plainList}
  display: grid;
  gap: 0.4rem;
  li {
    position: relative;
    padding-left: 1.4rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.2rem;
    /* Centred on the first line, whatever its font size and line height: at 0.65em it sat
       about 3 px low in a card's smaller text (review 62C). */
    top: calc(0.5lh - 0.25rem);
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${color.primary};
  }
`;

/** A small round mark before an item in a run of words (a line of topics, of options): each
 *  item carries its own, so no separator is left at a line's end. */
export const dotBefore = (fill: string, size = '0.35rem') => css`
  &::before {
    content: '';
    display: inline-block;
    width: ${size};
    height: ${size};
    margin: 0 0.45rem 0.15em 0;
    border-radius: 50%;
    background: ${fill};
  }
`;

/** A card's cover picture: the card's full width, cropped to 16:10, on a tinted ground while it
 *  loads. */
export const cardCover = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  background: ${color.bgAlt};
`;

/** Label/value pairs of a <dl>: a small muted label over a bold value. */
export const factPairs = css`
  dt {
    font-size: 0.85rem;
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** A hairline around a cover, where a white cover would melt into a white card and a black one
 * into the dark page. (Dimming covers in the dark theme made them muddy: they stay as drawn.) */
export const coverEdge = `
  box-shadow: 0 0 0 1px ${color.border};
  ${inDarkTheme('box-shadow: 0 0 0 1px rgb(255 255 255 / 0.14);')}
`;

/** The pale yellow disc behind a team member's drawn portrait, the same on both themes: a tint
 * of the card's grey went olive on the dark theme and lost the drawings' black (review 27). */
export const portraitDisc = `color-mix(in srgb, ${palette.yellow500} 28%, ${palette.white})`;

/** Sticky under the navbar, `gap` below it, and up to the screen's top while the navbar hides
 * on the way down: a sticky heading stayed 96 px down under no bar (review 29). A string, for
 * rules written inside media queries too. */
export const stickyBelowNavbar = (gap: string) => `
  position: sticky;
  top: calc(var(${navbarOffsetProperty}, ${navbarHeight}) + ${gap});
  /* What it holds is always clear of the navbar. Stuck at the screen's top under a hidden bar, it
     sat inside the page's scroll padding, and a tap that focused it scrolled the page up to clear
     it (435 px on /privacidad's folded map, and the tap's click lost in one CI run). */
  & :is(a, button, summary, input, select, textarea, [tabindex]) {
    scroll-margin-top: calc(-1 * ${scrollPaddingTop});
  }
`;

/** A top-layer box (a <dialog>, a popover) over the whole screen: the browser's own margin and
 *  size reset. */
export const coverScreen = `
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
`;
