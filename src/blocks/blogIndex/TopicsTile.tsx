// The most used topics, as the tile that closes the last row of the article grid: it spans the
// columns the last cards leave empty, so the grid ends square at every width.
import styled from '@emotion/styled';
import { closingSpan } from '../../ui/columns';
import { color, radius, space } from '../../theme/tokens';
import { dotBefore, plainList } from '../../ui/surfaces';
import { gridColumns } from './gridColumns';

// As tall as its content, from the row's top, its text starting level with the neighbouring
// card's: stretched to a tall neighbour's height, its topics floated in empty space, centred or
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
  /* Muted words after a dot, not pills nor bold labels: both read as filters that did nothing
     (design reviews 19 and 20). */
  ul {
    ${plainList}
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 1.1rem;
  }
  li {
    color: ${color.textMuted};
    white-space: nowrap;
    ${dotBefore(color.primary)}
  }
`;

interface Props {
  /** How many article cards come before the tile. */
  after: number;
  topics: string[];
  /** The page's newsletter section, when it has one. */
  newsletterHref?: string;
}

export function TopicsTile({ after, topics, newsletterHref }: Props) {
  const spans = Object.fromEntries(
    gridColumns.map(({ media, columns }) => [media, closingSpan(after, columns)]),
  );
  return (
    <Tile $spans={spans} aria-labelledby="blog-temas" data-blog-topics>
      <h3 id="blog-temas">Temas</h3>
      <p>
        {topics.length === 1
          ? 'El tema que más tratamos en el blog.'
          : `Los ${topics.length} temas que más tratamos en el blog.`}
      </p>
      <ul>
        {topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      {newsletterHref && <a href={newsletterHref}>Recibe los nuevos artículos en tu correo →</a>}
    </Tile>
  );
}
