// The frame of one card, per variant of the cards block: a card (feature), a step on a rule
// (numbered) or a list entry (list). Each variant is its own styled component, so its rules reach
// only the pages that use it.
import styled from '@emotion/styled';
import {
  breakpoint,
  color,
  fingerPointer,
  hoverOk,
  motionOk,
  radius,
  space,
} from '../../theme/tokens';
import { arrowLink, dotList } from '../../ui/surfaces';
import { cardLift, cardLiftMotion } from '../../ui/cardMarks';

/** The yellow square that holds a card's icon or a step's number. */
export const markerSize = '48px';

/** The custom property that tells a card how many tracks its row has: as many as the fullest
 * card of the grid has parts (Cards sets it). */
export const cardPartsVar = '--card-parts';

/** On a card's result figure, which a sliding card sets at its foot with its link (Grid). */
export const cardFigureAttr = 'data-card-figure';

/** On a card's detail link, whose cover makes the whole card open it (ItemLinks). */
export const coversCardAttr = 'data-covers-card';

// Across a row the cards' parts take the row's tracks (subgrid): titles, texts and lists start
// on one line whatever wraps above them, and the links keep to the last track, the card's foot
// (design review 7: a row's bullet lists started at four heights).
export const Card = styled.li<{ $featured: boolean }>`
  position: relative;
  display: grid;
  grid-row: span var(${cardPartsVar}, 1);
  grid-template-rows: subgrid;
  align-content: start;
  gap: ${space.sm};
  /* With the grid's row gap (the same as the parts' gap), rows of cards stand 24 px apart. */
  margin-bottom: ${space.xs};
  /* Each part at the top of its track: a list stretched to a taller neighbour's spread its items. */
  > * {
    align-self: start;
  }
  padding: ${space.md};
  border: 1px solid ${({ $featured }) => ($featured ? color.primary : color.border)};
  box-shadow: ${({ $featured }) => ($featured ? `0 0 0 1px ${color.primary}` : 'none')};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  h3 {
    font-size: 1.25rem;
  }
  ul {
    ${dotList}
    color: ${color.textMuted};
  }
  /* A card that opens as a whole answers the pointer as a whole; where a pointer hovers: on a
     touch screen the card under a tap stayed outlined (review 57C). */
  ${hoverOk} {
    &:has([${coversCardAttr}]:hover) {
      border-color: ${color.text};
      ${cardLift}
    }
  }
  ${motionOk} {
    ${cardLiftMotion}
  }
  > a,
  > div:last-child {
    grid-row: -2 / -1;
    align-self: end;
    justify-self: start;
  }
`;

// Its own component, so its rules reach only the pages that ask for it (compactOnPhone). Stacked
// on a phone, a card gives its icon a row of its own: 64 px per card, and long pages of short
// cards ran past ten screens (legacy page, design review 24). Here the icon sits beside the
// title, and the card lays out its own parts: in one column there is no row to align with.
export const CompactCard = styled(Card)`
  ${breakpoint.mobile} {
    grid-row: auto;
    grid-template-rows: none;
    grid-template-columns: ${markerSize} minmax(0, 1fr);
    > * {
      grid-column: 1 / -1;
    }
    > span:first-of-type {
      grid-column: 1;
    }
    > h3 {
      grid-column: 2;
      align-self: center;
    }
    > a,
    > div:last-child {
      grid-row: auto;
    }
  }
`;

// Steps, list entries and side rows drop the card's frame and keep only a rule on top.
export const frameless = `
  border: 0;
  border-radius: 0;
  box-shadow: none;
  background: none;
`;

// Its own component, so its rules reach only the pages that show numbered cards.
export const Step = styled(Card)`
  /* Numbered cards are steps, not boxes: no frame, a rule from each number to the next, so a row
     reads as a sequence and a page of card grids gets another shape. The rule runs across the
     gap to the next card and the last step has none (a rule that stopped short of the next
     number, or ran on after the last, read as a loose end: design review 6). The grid hides
     the rule of each row's last step (Cards); in two columns or one, the numbers alone make
     the sequence. */
  /* Room above for the number that sits half over the rule; rows of steps stand 64 px apart,
     so a row reads as one group (design review 7b). */
  margin-top: 1.75rem;
  margin-bottom: calc(${space.xl} - ${space.sm});
  padding: ${space.md} 0 0;
  ${frameless}
  &::before {
    content: '';
    position: absolute;
    top: -1px;
    left: ${markerSize};
    right: calc(-1 * ${space.md});
    height: 2px;
    background: ${color.border};
  }
  ${breakpoint.belowDesktop} {
    &::before {
      display: none;
    }
  }
  > span:first-of-type {
    margin-top: calc(-${space.md} - 25px);
    border-radius: 50%;
  }
  /* On a phone, a vertical timeline: the numbers on a rail at the left, each step's text beside
     its number. Stacked under their numbers, six short steps filled two screens (design
     review 8). */
  ${breakpoint.mobile} {
    display: block;
    margin: 0;
    padding: 0 0 ${space.lg} calc(${markerSize} + ${space.sm});
    &:last-child {
      padding-bottom: 0;
    }
    > * + * {
      margin-top: ${space.xs};
    }
    > ul {
      margin-top: ${space.sm};
    }
    > span:first-of-type {
      position: absolute;
      left: 0;
      top: 0;
      margin: 0;
    }
    h3 {
      margin-top: 0;
      padding-top: 0.6rem;
    }
    &::before {
      display: block;
      top: calc(${markerSize} + ${space.xs});
      bottom: ${space.xs};
      left: calc(${markerSize} / 2 - 1px);
      right: auto;
      width: 2px;
      height: auto;
    }
  }
`;

// Its own component too. Many short items (nine kinds of solution, six warning signs) read as
// one inventory, not as nine boxes: no frame, a hairline above each, the icon beside the text.
// A column (the card's), the icon set in its margin: the link goes to the entry's foot, so the
// links of a row line up whatever the descriptions' lengths (design review 7).
export const Entry = styled(Card)`
  display: flex;
  flex-direction: column;
  grid-row: auto;
  gap: 0.35rem;
  margin-bottom: 0;
  padding: ${space.md} 0 ${space.md} calc(2.5rem + ${space.sm});
  ${frameless}
  border-top: 1px solid ${color.border};
  > span:first-of-type {
    position: absolute;
    left: 0;
    top: ${space.md};
    width: 2.5rem;
    height: 2.5rem;
  }
  h3 {
    font-size: 1.0625rem;
  }
  > a {
    align-self: flex-start;
  }
  > a:first-of-type {
    margin-top: auto;
  }
`;

// A list entry's link is a line of text: a button in each entry would outweigh its title.
export const EntryLink = styled.a`
  margin-top: 0.25rem;
  ${arrowLink}
  /* A finger's target, as the site's buttons are: a line of text alone at a card's foot was a
     26 px target on a phone (review 66B). Only here: in running text (a service's proof line)
     the taller box pushed its line 10 px down (67B). */
  ${fingerPointer} {
    min-height: 44px;
  }
`;
