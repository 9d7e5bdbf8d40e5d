// A long text's sections, in the right margin of wide screens, where it otherwise had an empty
// gutter: it stays in view and links to each section. Narrower, the same list folds into one
// closed accordion item above the text (TableOfContentsFold), so a phone reader can still jump
// (design review 8: no way through a long article or policy on a phone). The loader marks the
// section being read (islands/pageNav). Articles ("En este artículo") and long rich texts
// ("En esta página").
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { anchorOf, type Section } from '../lib/outline';
import { tocAttr, tocFoldAttr } from '../lib/pageAttributes';
import { color, hoverOk, motionOk, radius, space } from '../theme/tokens';
import { Accordion } from './Accordion';
import { cardSurface, eyebrowText, plainList, stickyBelowNavbar } from './surfaces';

export const tocWide = '@media (min-width: 1200px)';

// One look for both maps: links on a rule, the one being read marked by colour and a yellow
// stretch of the rule. Not by weight: a bolder title rewrapped, and the list jumped as the reader
// scrolled (design review 9); underlined and packed on phones, the folded list read as a wall.
const sectionList = css`
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
    /* A title that wraps keeps two words on its second line, not one; "pretty", not "balance":
       balance cut a title a word too long in halves, so it
       ended short of its neighbours (review 22). */
    text-wrap: pretty;
  }
  a:focus-visible,
  a[aria-current] {
    color: ${color.text};
    border-left-color: ${color.primary};
  }
  /* Hover darkens the text only: with the yellow stretch too, a hovered entry looked like a
     second current one (review 32C). */
  ${hoverOk} {
    a:hover {
      color: ${color.text};
    }
  }
`;

const Nav = styled.nav`
  display: none;
  ${tocWide} {
    display: block;
    ${stickyBelowNavbar(space.lg)}
    align-self: start;
  }
  p {
    ${eyebrowText}
    color: ${color.textMuted};
    margin-bottom: ${space.sm};
  }
  ${sectionList}
`;

/** One link per section, in order: the list both maps show. */
function SectionLinks({ sections }: { sections: Section[] }) {
  return (
    <ol>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.text}</a>
        </li>
      ))}
    </ol>
  );
}

/** Shown from three sections up: a shorter text needs no map. */
export const minSections = 3;

export function TableOfContents({ sections, label }: { sections: Section[]; label: string }) {
  if (sections.length < minSections) return null;
  const labelId = anchorOf(label);
  return (
    <Nav aria-labelledby={labelId} {...{ [tocAttr]: '' }}>
      <p id={labelId}>{label}</p>
      <SectionLinks sections={sections} />
    </Nav>
  );
}

const Fold = styled.nav`
  ${tocWide} {
    display: none;
  }
  /* It stays under the navbar while the text is read: once past it, a phone reader had no way
     to jump, and after a jump the map was a long way back up (review 33A). Its parent ends with
     the text, so it lets go there, not over the closing boxes (review 34A). Open, the list
     scrolls within the screen. */
  ${stickyBelowNavbar('0px')}
  z-index: 2;
  /* Open, the list hangs over the text from the bar's foot: in the flow, it pushed the text
     down by its height, so the section being read changed as the list opened (review 35A). It
     scrolls within the screen. */
  details[open] [data-answer] {
    position: absolute;
    top: calc(100% - ${space.xs});
    /* The details' border box: 0 is its padding box, a pixel in, where the text showed. */
    inset-inline: -1px;
    padding-top: ${space.sm};
    max-height: calc(100dvh - 12rem);
    overflow-y: auto;
    overscroll-behavior: contain;
    ${cardSurface}
    border-top: 0;
    border-radius: 0 0 ${radius.md} ${radius.md};
    box-shadow: 0 16px 24px -16px rgb(0 0 0 / 0.35);
  }
  /* Open, the text under it fades: the list ended on it and the halves of the lines it cut
     showed under its edge (review 47B); as a sheet down to the screen's foot it hid the article
     behind an empty panel (48B, 49A). A tap outside it folds it (islands/tocFold). A shade in
     the map itself cannot do this: Chromium paints nothing of the sticky map below the list. */
  /* Only where the map shows: a details left open (a test's, a window widened) faded the text
     of the wide layout, where the margin's list stands instead. */
  @media (max-width: 1199px) {
    &:has(details[open]) ~ * {
      opacity: 0.3;
    }
  }
  ${motionOk} {
    & ~ * {
      transition: opacity 0.2s;
    }
  }
  details {
    position: relative;
  }
  details[open] {
    border-bottom-color: transparent;
    border-radius: ${radius.md} ${radius.md} 0 0;
  }
  /* Stuck, it is a bar flush under the navbar across the column, not a card floating over
     sliced lines of text (review 34A). */
  @supports (container-type: scroll-state) {
    container-type: scroll-state;
    @container scroll-state(stuck: top) {
      /* Open as well: the open card's rounded top outranked the bar's square one, and the
         opened bar showed a rounded rim over a square list (review 53D). Doubled: the
         accordion's card rule (ui/Accordion), as specific and later, kept the closed bar a
         card with rounded corners cut by the screen's edges (review 88B). */
      && details {
        margin-inline: calc(-1 * ${space.md});
        /* The top border kept, unseen: without it the bar lost a pixel as it stuck, and the
           text under it moved. */
        border-width: 1px 0;
        border-top-color: transparent;
        border-radius: 0;
        box-shadow: 0 8px 20px -14px rgb(0 0 0 / 0.5);
      }
      details[open] [data-answer] {
        border-inline-width: 0;
        border-radius: 0;
      }
    }
  }
  /* A section jumped to lands below the stuck map, not under it. (html, not :root: a nested
     selector that opens with a colon is glued to the block's own class.) */
  @media (max-width: 1199px) {
    html:has(&) :is(h2, h3)[id] {
      scroll-margin-top: 4rem;
    }
  }
  /* The section being read, named in the bar by the loader (islands/tocFold): one line, under
     the map's name made small. The bar keeps its height: a taller one moved the text under it
     as the first section was named, and a jump from the top landed its heading 5 px off where
     the next one did. The floor is the unnamed bar's height (its padding and a 28 px line);
     the accordion's own floor is as specific, hence the child selector. */
  details > summary {
    min-height: 3.75rem;
  }
  summary > [data-toc-now] {
    flex: 1;
    display: grid;
    /* Its one line must not widen the column (the page then scrolled sideways). */
    contain: inline-size;
  }
  summary:has([data-toc-current]:not([hidden])) {
    padding-block: 0.6rem;
  }
  [data-toc-now]:has([data-toc-current]:not([hidden])) > :first-child {
    ${eyebrowText}
    color: ${color.textMuted};
    font-size: 0.6875rem;
    line-height: 1.2;
  }
  [data-toc-current] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${sectionList}
  /* Rows a thumb can hit: 44 px each (review 35A: 32 px, packed). */
  a {
    font-size: 0.9375rem;
    padding-block: 0.65rem;
  }
`;

/** The sections as a closed accordion item, for screens too narrow for the margin's list. */
export function TableOfContentsFold({ sections, label }: { sections: Section[]; label: string }) {
  if (sections.length < minSections) return null;
  return (
    <Fold aria-label={label} {...{ [tocFoldAttr]: '' }}>
      <Accordion
        items={[
          {
            question: label,
            answer: <SectionLinks sections={sections} />,
          },
        ]}
      />
    </Fold>
  );
}
