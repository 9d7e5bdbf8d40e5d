// The article's sections, in the right margin of wide screens, where a long read otherwise had
// 300 px of empty gutter: it stays in view and links to each section. Narrower, it is left out;
// the article reads top to bottom there.
import styled from '@emotion/styled';
import type { Section } from '../../lib/outline';
import { color, navbarHeight, space } from '../../theme/tokens';
import { eyebrowText, plainList } from '../../ui/surfaces';

export const tocWide = '@media (min-width: 1200px)';

const Nav = styled.nav`
  display: none;
  ${tocWide} {
    display: block;
    position: sticky;
    top: calc(${navbarHeight} + ${space.lg});
    align-self: start;
  }
  p {
    ${eyebrowText}
    color: ${color.textMuted};
    margin-bottom: ${space.sm};
  }
  ol {
    ${plainList}
    display: grid;
    gap: 0.15rem;
    border-left: 2px solid ${color.border};
  }
  a {
    display: block;
    padding: 0.35rem 0 0.35rem ${space.sm};
    margin-left: -2px;
    border-left: 2px solid transparent;
    color: ${color.textMuted};
    font-size: 0.875rem;
    line-height: 1.4;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${color.text};
    border-left-color: ${color.primary};
  }
`;

/** Shown from three sections up: a shorter article needs no map. */
export const minSections = 3;

export function TableOfContents({ sections }: { sections: Section[] }) {
  if (sections.length < minSections) return null;
  return (
    <Nav aria-labelledby="en-este-articulo">
      <p id="en-este-articulo">En este artículo</p>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.text}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
