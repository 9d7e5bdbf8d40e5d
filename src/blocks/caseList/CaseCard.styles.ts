// The case card's styles (CaseCard): its frame, hover and focus, its phone layout, and the two
// layouts a card takes when the grid widens it to close a row.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { color, hoverOk, motionOk, radius, space } from '../../theme/tokens';
import {
  cardCover,
  cardSurface,
  eyebrowText,
  plainList,
  renderWhenNear,
  stretchedLink,
} from '../../ui/surfaces';
import { cornerClass, cornerCovers } from '../../ui/coverCorner';

// Each cover is an SVG drawing, which the browser lays out and paints on the main thread: a card
// far below waits until the visitor nears it, so loading the page does not draw every cover.
export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${cardSurface}
  ${renderWhenNear('34rem')}
  ${motionOk} {
    transition:
      transform 0.25s ease,
      border-color 0.25s ease;
    ${hoverOk} {
      &:hover {
        transform: translateY(-4px);
      }
    }
  }
  /* Hover: a shadow and a firmer edge, seen with reduced motion too (a 1 px yellow edge on white
     did not show: review 51A); the two-pixel ring is focus's alone, as hover it read as focus
     (59A). Only where a pointer hovers: on a phone a tapped card stayed lit (57B). */
  ${hoverOk} {
    &:hover {
      border-color: ${color.textMuted};
      box-shadow: 0 16px 32px -18px rgb(0 0 0 / 0.4);
    }
  }
  &:focus-within {
    border-color: ${color.primary};
    box-shadow:
      0 0 0 1px ${color.primary},
      0 16px 32px -18px rgb(0 0 0 / 0.4);
  }
  > img {
    ${cardCover}
  }
  /* On a phone too, the screen across the card above its text: as a thumbnail beside the title
     (reviews 58A to 63B) it could not be read, the page's only proof shrunk to 100 px, while
     the landings showed the same cases full width (64C). A case's screen is drawn by its
     corner (ui/coverCorner). */
  ${cornerCovers}
`;

export const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.md};
  h3 {
    font-size: 1.25rem;
  }
  h3 a {
    text-decoration: none;
    ${stretchedLink(radius.md)}
  }
`;

// Line height 1: at the body's 1.6 the label's line box left twice the space over the title that
// the title leaves over the summary (review 58A).
export const Industry = styled.p`
  ${eyebrowText}
  line-height: 1;
  color: ${color.textMuted};
`;

// The case's own short summary, whole; without one, the overview cut on the server at a word
// boundary (a CSS line clamp would cut mid-word: "cosecha, u…"). The sizes of the site's other
// case cards (ui/CaseCards), on a phone too: smaller here, the listing's cards read a size below
// the same cards elsewhere (review 67C).
export const Overview = styled.p`
  color: ${color.textMuted};
`;

export const Results = styled.ul`
  ${plainList}
  margin-top: auto;
  padding-top: ${space.sm};
  border-top: 1px solid ${color.border};
  display: grid;
  gap: ${space.sm};
  > li + li {
    display: none;
  }
  strong {
    display: block;
    font-size: 2rem;
    font-weight: 800;
    line-height: 1.1;
    letter-spacing: -0.02em;
    color: ${color.accentText};
  }
  span {
    font-size: 0.95rem;
    color: ${color.textMuted};
  }
`;

// An icon arrow, as on every other card's link (a text arrow here: design review 21).
export const Action = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 700;
  color: ${color.text};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

/** A card across the whole row that shows every result, not only the first. */
export const spanningCard = css`
  grid-column: 1 / -1;
  ul[data-results] {
    grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
    > li + li {
      display: block;
    }
  }
`;

/**
 * The same, on its side: picture left, text right. The covers keep a coloured margin of about 6%
 * each side around the screen, so `cover` may trim that much width and no more: the text column
 * stays short enough (three lines of overview) for the picture to set the card's height.
 */
export const featuredCard = css`
  ${spanningCard}
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  > img {
    height: 100%;
    aspect-ratio: auto;
  }
  /* Some 690 px across, a case's screen reads whole. By its corner at 1.7 times it was drawn
     1,173 px wide from the 800 px file the cards' sizes pick, and blurred (review 93S). */
  > img.${cornerClass} {
    clip-path: none;
    mask-image: none;
    transform: none;
  }
  > div {
    justify-content: center;
    gap: 0.75rem;
    padding: ${space.lg} 2rem;
  }
  h3 {
    font-size: clamp(1.35rem, 2.1vw, 1.75rem);
  }
  ul[data-results] {
    margin-top: ${space.xs};
  }
`;
