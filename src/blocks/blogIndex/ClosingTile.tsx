// The tile that closes the last row of the article grid: it spans the columns the last cards
// leave empty, so the grid ends square at every width. It invites to the newsletter: the
// topics it used to list are the filter over the listing now, and read here as links that did
// nothing (design reviews 19 to 22).
import styled from '@emotion/styled';
import { closingSpan } from '../../ui/columns';
import { color, radius, space } from '../../theme/tokens';
import { gridColumns } from './gridColumns';

// As tall as its content, from the row's top, its text starting level with the neighbouring
// card's: stretched to a tall neighbour's height, its text floated in empty space, centred or
// with the link pushed to the foot (design reviews 6 and 7).
const Tile = styled.section<{ $spans: Record<string, number> }>`
  align-self: start;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${color.bgAlt};
  border: 1px solid ${color.border};
  ${({ $spans }) =>
    Object.entries($spans)
      .map(([media, span]) => `${media} { grid-column: span ${span}; }`)
      .join('\n')}
  h3 {
    font-size: 1.4rem;
  }
  > p {
    color: ${color.textMuted};
  }
  a {
    padding-top: ${space.xs};
    color: ${color.link};
    font-weight: 700;
    text-underline-offset: 3px;
  }
`;

interface Props {
  /** How many article cards come before the tile. */
  after: number;
  /** The page's newsletter section, when it has one. */
  newsletterHref?: string;
}

export function ClosingTile({ after, newsletterHref }: Props) {
  const spans = Object.fromEntries(
    gridColumns.map(({ media, columns }) => [media, closingSpan(after, columns)]),
  );
  return (
    <Tile $spans={spans} aria-labelledby="blog-cierre" data-blog-closing>
      <h3 id="blog-cierre">Un artículo nuevo cada mes</h3>
      <p>
        Costos reales, casos y decisiones técnicas de empresas en Chile, escritos por los squads.
      </p>
      {newsletterHref && <a href={newsletterHref}>Recíbelos en tu correo →</a>}
    </Tile>
  );
}
