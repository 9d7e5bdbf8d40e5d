// The client results' styles (ClientResults): the featured client's dark card and its quote, the
// client cards that slide on a phone, and the figures on their rule.
import styled from '@emotion/styled';
import { slidingRow, type PhoneLayout } from '../../ui/slidingRow';
import {
  color,
  darkTone,
  palette,
  radius,
  space,
  toneDeclarations,
  breakpoint,
} from '../../theme/tokens';
import { balancedGrid } from '../../ui/balancedGrid';
import { StatList } from '../../ui/Stat';
import { arrowLink, cardSurface, dotList, inDarkTheme, plainList } from '../../ui/surfaces';

// A dark card in both themes: it sets the dark tone's colours for what it holds (the stats too).
export const Featured = styled.article`
  ${toneDeclarations({ ...darkTone, bg: palette.black900 })}
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${palette.black900};
  color: ${color.text};
  margin-bottom: ${space.lg};
  /* In the dark theme, raised above the alternate band as the cards are: black on its grey it
     read as a hole, not as the featured story (review 67A). */
  ${inDarkTheme(`background: ${palette.gray850}; box-shadow: inset 0 0 0 1px ${palette.gray800};`)}
  h3 {
    font-size: clamp(1.4rem, 3vw, 2rem);
  }
  > p {
    color: ${color.textMuted};
  }
  dl {
    margin-top: ${space.xs};
  }
  /* Wide, the client's words beside the story and the figures under both: under the figures
     they made the card as tall as a screen. */
  ${breakpoint.desktop} {
    &:has(figure) {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      /* A quote taller than the story leaves its room in an empty row above the figures, not
         spread between the story's lines. */
      grid-template-rows: auto auto auto 1fr auto;
      column-gap: ${space.xl};
      > :not(figure) {
        grid-column: 1;
      }
      > figure {
        grid-column: 2;
        grid-row: 1 / 5;
        align-self: center;
      }
      dl {
        grid-column: 1 / -1;
        grid-row: 5;
      }
    }
  }
`;

// The featured client's own words, from its case: the home page had numbers and no client
// voice (review 55A). A quiet quote on the dark card, not a second card inside it.
export const Quote = styled.figure`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding-left: ${space.md};
  border-left: 3px solid ${color.primary};
  blockquote {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.5;
    text-wrap: pretty;
  }
  /* The client's mark before the name, as on the case pages' quotes: a quote with no face and
     no mark read as invented (review 84A). Where the name does not fit beside it (a phone), it
     goes under the mark. */
  figcaption {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.sm};
    color: ${color.textMuted};
    font-size: 0.95rem;
  }
  figcaption img {
    width: 96px;
  }
  strong {
    display: block;
    color: ${color.text};
  }
  a {
    ${arrowLink}
    color: ${color.text};
  }
`;

export const Eyebrow = styled.p`
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: 0.85rem;
`;

export const Clients = styled.ul<{ $count: number; $phoneLayout: PhoneLayout }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 3, min: '280px' })}
  ${({ $phoneLayout }) => slidingRow($phoneLayout)}
  /* Across a row the cards' parts take the row's tracks (subgrid), as in the cards block: the
     summaries and the results start on one line whatever wraps above them (design review 21:
     rows of ragged lists). The grid's row gap is the parts' gap; a margin sets rows apart. */
  row-gap: ${space.xs};
  > li {
    display: grid;
    grid-row: span 4;
    grid-template-rows: subgrid;
    align-content: start;
    margin-bottom: calc(${space.md} - ${space.xs});
    padding: ${space.md};
    ${cardSurface}
  }
  > li > * {
    align-self: start;
  }
  img {
    width: 120px;
    height: auto;
  }
  h3 {
    font-size: 1.15rem;
  }
  /* Muted body and the site's dot list, as every other card: the nested list showed hollow
     circles, and black text made these cards heavier than their neighbours. */
  > li > :is(p, ul) {
    color: ${color.textMuted};
  }
  ul {
    ${dotList}
  }
  /* A result's figure set large, as the case cards set theirs. */
  /* At line height 1 the larger figure does not heighten its line, so the list's dot stays centred
     on it (at the text's 1.6 it sat high beside the figures: review 65C). */
  ul strong {
    color: ${color.accentText};
    font-size: 1.25rem;
    font-weight: 800;
    line-height: 1;
  }
`;

export const Category = styled.p`
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${color.textMuted};
`;

// On a rule, as the hero's indicators and the featured case's figures: as cards they were a
// third way to show a figure on one page (design review 5).
export const Metrics = styled(StatList)`
  margin-top: ${space.xl};
`;
