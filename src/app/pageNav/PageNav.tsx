// Page-level navigation aids a page can ask for in its JSON: a reading-progress bar and a dot
// navigator. Both are plain HTML here; src/islands/pageNav.ts moves them.
import styled from '@emotion/styled';
import type { Page } from '../../content/types.generated';
import { color, darkTone, palette, radius, toneDeclarations } from '../../theme/tokens';
import { toneAttr } from '../../lib/pageAttributes';
import { dotNavAttr, progressAttr } from '../../islands/protocol';

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto;
  height: 4px;
  z-index: 60;
  pointer-events: none;
  span {
    display: block;
    height: 100%;
    background: ${palette.yellow500};
    transform-origin: 0 50%;
    transform: scaleX(0);
  }
`;

// Slim, 12 px in from the window's edge (4 px read as a scrollbar, design review 8), and only
// where the margin beside the content column has room for it: at 1280 px it sat 18 px from the
// cards and its labels covered them (reviews 59C, 60C); from 1360 px the margin is 100 px.
// A pill in the theme's surface colour, with ink dots: a grey slab of
// translucent black looked murky on light sections. (No backdrop blur: a fixed blurred layer is
// recomposited on every scroll frame.)
const Dots = styled.nav`
  position: fixed;
  right: 0.75rem;
  top: 50%;
  transform: translateY(-50%);
  z-index: 40;
  @media (max-width: 1359px) {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0.25rem;
    display: grid;
    gap: 0.25rem;
    border-radius: ${radius.pill};
    border: 1px solid ${color.border};
    background: color-mix(in srgb, ${color.surface} 90%, transparent);
  }
  a {
    position: relative;
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
  }
  a::before {
    content: '';
    width: 9px;
    height: 9px;
    border-radius: 50%;
    border: 2px solid ${color.textMuted};
  }
  a[aria-current='true']::before {
    background: ${palette.yellow500};
    border-color: ${color.text};
  }
  span {
    position: absolute;
    right: calc(100% + 8px);
    padding: 0.2rem 0.6rem;
    border-radius: 6px;
    background: ${palette.black900};
    color: ${palette.white};
    font-size: 0.8rem;
    white-space: nowrap;
    opacity: 0;
    pointer-events: none;
  }
  a:hover span,
  a:focus-visible span {
    opacity: 1;
  }
  a:focus-visible {
    outline: 2px solid ${color.text};
    border-radius: 50%;
  }
  /* Over a dark band (the loader sets the tone of the band behind it), the pill is dark too:
     the dark tone's values of the four colours it uses (not all fourteen: this is on the home
     page, a few bytes under its HTML budget). */
  &[${toneAttr}='dark'] {
    ${toneDeclarations(darkTone, ['surface', 'border', 'text', 'textMuted'])}
  }
`;

export function PageNav({ page }: { page: Page }) {
  return (
    <>
      {page.scrollProgress && (
        <Bar {...{ [progressAttr]: '0' }} aria-hidden="true">
          <span />
        </Bar>
      )}
      {page.dotNavigation && (
        <Dots aria-label="Secciones de la página" {...{ [dotNavAttr]: '' }}>
          <ul>
            {page.dotNavigation.map((dot) => (
              <li key={dot.id}>
                <a href={`#${dot.id}`} aria-label={dot.label}>
                  <span aria-hidden="true">{dot.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </Dots>
      )}
    </>
  );
}
