// The tile that closes a grid of cards with an invitation (the cards block's closing tile).
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { ButtonLink } from '../../ui/ButtonLink';
import { KeepRanges } from '../../ui/KeepRanges';
import { breakpoint, palette, radius, space } from '../../theme/tokens';
import { dotList, inDarkTheme } from '../../ui/surfaces';
import { titleRule } from '../../ui/cardMarks';
import { cardPartsVar } from './frames';

/** Where a tile stands: in the grid always; in the grid but under a row that slides on a phone
 *  (there it was the sixth slide of six, which few thumbs reach: review 77C), as two copies,
 *  one shown per width, so each is in the reading order where it shows. */
export type ClosingTilePlace = 'grid' | 'gridWide' | 'underRow';

const places: Record<ClosingTilePlace, string> = {
  grid: '',
  // Doubled: the sliding row's own rule for its cards is more specific than one class.
  gridWide: `${breakpoint.mobile} { && { display: none; } }`,
  underRow: `display: none; ${breakpoint.mobile} { display: flex; margin-top: ${space.md}; }`,
};

/** The tile that closes a grid with an invitation: the card's shape, inverted (ink on the
 * light theme, the cards' raised grey on the dark one), its text from the top like its
 * neighbours', its button at its foot. Stretched to its row, the space between reads as a panel
 * by design: the section's options being weighed, then the way to decide. With the link under the
 * text, the tile's lower half was an empty slab, and on the dark theme a hole in the grid
 * (design reviews 7b, 8 and 9). */
export const ClosingTile = styled.li<{ $place?: ClosingTilePlace }>`
  grid-row: span var(${cardPartsVar}, 1);
  display: flex;
  ${({ $place }) => places[$place ?? 'grid']}
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.md};
  /* As tall as its row's cards, which keep this margin below them. */
  margin-bottom: ${space.xs};
  border-radius: ${radius.md};
  background: ${palette.black900};
  color: ${palette.white};
  /* In the dark theme the cards beside it are raised grey: the tile stands a step above them,
     lit from the top, so it is still the row's invitation (review 22: in the cards' grey it read
     as one more card) without the yellow rim of the recommended card (review 35B: the two
     competed). Black below them, it read as a hole in the grid (review 53B). */
  ${inDarkTheme(
    `background: radial-gradient(120% 80% at 50% 0, rgb(255 255 255 / 0.08), transparent), ${palette.gray800}; border: 1px solid rgb(255 255 255 / 0.14);`,
  )}
  /* The way on, marked as the price tiers' titles are: in the dark theme the grey alone read as
     one more card (76C). */
  &::before {
    ${titleRule}
  }
  h3 {
    font-size: 1.25rem;
  }
  p {
    color: ${palette.gray300};
  }
  /* What the invitation gives, in the marketer's words: a picture of the cards' own options
     repeated their titles beside them (design review 21, after eight other pictures). */
  ul {
    ${dotList}
    margin-block: ${space.xs} ${space.sm};
    color: ${palette.gray300};
  }
  > a {
    margin-top: auto;
    justify-content: center;
    /* One line in a phone's sliding card: "Solicitar Auditoría Gratuita" broke in two (55B). */
    ${breakpoint.small} {
      padding-inline: 0.75rem;
      font-size: 0.9375rem;
    }
  }
`;

/** The tile's words and its button, the same in the grid and under a sliding row. */
export function ClosingTileBody({
  title,
  text,
  bullets,
  link,
}: NonNullable<BlockProps<'cards'>['closingTile']>) {
  return (
    <>
      <h3>{title}</h3>
      {text && (
        <p>
          <KeepRanges text={text} />
        </p>
      )}
      {bullets && (
        <ul>
          {bullets.map((bullet) => (
            <li key={bullet}>
              <KeepRanges text={bullet} />
            </li>
          ))}
        </ul>
      )}
      <ButtonLink {...link} variant="primary" />
    </>
  );
}
