// The styled parts a card stacks (marker, label, badge, picture, text, figure, audience) and the
// section's footer: Cards.tsx composes them.
import styled from '@emotion/styled';
import { ButtonRow } from '../../ui/ButtonLink';
import { color, radius, space } from '../../theme/tokens';
import { resultFigure } from '../../ui/resultFigure';
import { eyebrowText, yellowSquare } from '../../ui/surfaces';
import { cardBadge } from '../../ui/cardMarks';
import { cornerCovers } from '../../ui/coverCorner';
import { markerSize } from './frames';

export const Marker = styled.span`
  ${yellowSquare(markerSize)}
  font-size: 1.1rem;
`;

// Set as every case card's client and industry (ui/CaseCards, the case listing): one label, not
// three sizes of it across the site (review 61C).
export const Label = styled.p`
  ${eyebrowText}
  color: ${color.textMuted};
`;

// On the card's top edge, out of the flow, so the featured card's content lines up with its
// row-mates'.
export const Badge = styled.p`
  position: absolute;
  top: 0;
  left: ${space.md};
  transform: translateY(-50%);
  ${cardBadge}
`;

// On the grid's left edge, under the heading and cards it belongs to: centred, it floated
// apart from a left-aligned section (design review 7).
export const Footer = styled(ButtonRow)`
  margin-top: ${space.lg};
`;

// Its label in bold, the sentence in the text's weight and grey: all bold, two or three lines
// outweighed the card's title (review 65C).
export const Audience = styled.p`
  font-size: 0.9rem;
  color: ${color.textMuted};
  strong {
    color: ${color.text};
  }
`;

// A card's picture runs to its edges, over the card's padding: a framed picture inside the frame
// read as a thumbnail, not as the card's face. Dimmed a little on the dark theme, as the case
// screens are (theme/GlobalStyles). With a dark drawing, each theme shows its own: the pastel
// grounds glared as light slabs on a dark page (design review 10); the hidden one is lazy, so it
// is never fetched.
export const Picture = styled.div`
  margin: calc(-1 * ${space.md}) calc(-1 * ${space.md}) ${space.xs};
  /* The card's width over its padding, also where a sliding row lays the card out as a column
     of unstretched items: there it kept its image's 300 px beside a blank strip (review 24). */
  width: calc(100% + 2 * ${space.md});
  border-bottom: 1px solid ${color.border};
  border-radius: calc(${radius.md} - 1px) calc(${radius.md} - 1px) 0 0;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    filter: var(--screen-filter, none);
  }
  ${cornerCovers}
`;

export const Description = styled.p`
  color: ${color.textMuted};
`;

export const Figure = styled.p`
  ${resultFigure}
`;
