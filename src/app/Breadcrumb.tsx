import styled from '@emotion/styled';
import type { Page } from '../content/types.generated';
import { Container } from '../ui/Container';
import { color, navbarHeight } from '../theme/tokens';

const Nav = styled.nav`
  background: ${color.bgAlt};
  color: ${color.textMuted};
  font-size: 0.875rem;
  padding-top: ${navbarHeight};
  ol {
    list-style: none;
    margin: 0;
    padding: 0.75rem 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  /* The separator ends its item rather than starting the next: a wrapped trail never starts a
     line with a lone '›'. */
  li:not(:last-of-type)::after {
    content: '›';
    margin-left: 0.5rem;
    color: ${color.textMuted};
  }
  a {
    color: ${color.text};
  }
`;

export function Breadcrumb({ items }: { items: NonNullable<Page['breadcrumb']> }) {
  return (
    <Nav aria-label="Miga de pan" data-tone="theme">
      <Container>
        <ol>
          {items.map((item, index) =>
            item.url && index < items.length - 1 ? (
              <li key={item.text}>
                <a href={item.url}>{item.text}</a>
              </li>
            ) : (
              <li key={item.text} aria-current="page">
                {item.text}
              </li>
            ),
          )}
        </ol>
      </Container>
    </Nav>
  );
}
