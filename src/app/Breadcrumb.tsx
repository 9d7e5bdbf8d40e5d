import styled from '@emotion/styled';
import type { Page } from '../content/types.generated';
import { Container } from '../ui/Container';
import { darkBand } from '../theme/sections';
import { color, navbarHeight, space } from '../theme/tokens';

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
    gap: 0.5rem;
  }
  /* One line: when the trail does not fit (a long title on a phone), the current page, which
     the h1 below spells out, gives way with an ellipsis; a wrapped trail left a '›' dangling. */
  li {
    flex-shrink: 0;
    white-space: nowrap;
  }
  li[aria-current] {
    flex-shrink: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  li:not(:last-of-type)::after {
    content: '›';
    margin-left: 0.5rem;
    color: ${color.textMuted};
  }
  /* A thumb-sized target (review 35C: 'Inicio' was 34 × 19 px): the link's box reaches into the
     trail's padding, its text where it was. */
  a {
    display: inline-block;
    padding: 0.75rem 0.4rem;
    margin: -0.75rem -0.4rem;
    color: ${color.text};
  }
  /* The box reaches the trail's edges, where the navbar above and the section below covered the
     ring's outer half (review 55B): the ring is drawn inside the box. */
  a:focus-visible {
    outline-offset: -3px;
  }
  /* Above a dark first section the trail is part of the same dark band, so the page does not
     open on three bands (bar, grey strip, black hero). */
  &[data-tone='dark'] {
    ${darkBand}
  }
  /* ...and, in one band with the first section (dark, or the trail's own grey), that section's
     top padding would add to the trail's: on a 1280 x 800 screen a city page's hero buttons fell
     below the fold (design review 9). */
  &[data-joined] + main > section:first-of-type {
    padding-top: ${space.lg};
  }
  /* A link to the first section (every quote button opens /contacto#contact-form) opens the
     page at its top: a jump of some 46 px left the trail half under the see-through navbar
     (review 36A). The margin's target lies above the page, so the scroll stops at 0. */
  & + main > section:first-of-type {
    scroll-margin-top: 100vh;
  }
`;

interface Props {
  items: NonNullable<Page['breadcrumb']>;
  /** The page opens on a dark section: the trail joins it. */
  dark: boolean;
  /** The first section has the trail's background (dark, or the same grey): one band. */
  joined: boolean;
}

export function Breadcrumb({ items, dark, joined }: Props) {
  return (
    <Nav
      aria-label="Miga de pan"
      data-tone={dark ? 'dark' : 'theme'}
      data-joined={joined ? '' : undefined}
    >
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
