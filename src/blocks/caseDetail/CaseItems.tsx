// The card grid shared by challenges, solution, results and related cases.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { color, space } from '../../theme/tokens';
import { autoGrid, cardSurface, plainList } from '../../ui/surfaces';

export const Items = styled.ul`
  ${plainList}
  ${autoGrid('260px')}
  > li {
    display: grid;
    align-content: start;
    gap: ${space.xs};
    padding: ${space.md};
    ${cardSurface}
  }
  h3 {
    font-size: 1.15rem;
  }
  p {
    color: ${color.textMuted};
  }
  strong {
    font-size: 2rem;
  }
`;

interface Props {
  /** The heading's id, an anchor other pages link to. */
  id: string;
  title: string;
  items: { title: string; description: string; metrics?: string }[];
  children?: ReactNode;
}

/** A titled section of cards: each a title and a description, with its metric when it has one. */
export function ItemsSection({ id, title, items, children }: Props) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Items>
        {items.map((item) => (
          <li key={item.title}>
            {item.metrics !== undefined && <strong>{item.metrics}</strong>}
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </Items>
      {children}
    </section>
  );
}
