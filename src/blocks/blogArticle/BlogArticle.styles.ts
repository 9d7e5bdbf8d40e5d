// The article page's parts: its columns, heading, byline, cover, tags and related reads.
// BlogArticle.tsx composes them.
import styled from '@emotion/styled';
import { color, columnWidth, radius, space } from '../../theme/tokens';
import { coverEdge, plainList } from '../../ui/surfaces';
import { tocWide } from '../../ui/TableOfContents';
import { tableFrameAttr } from '../../ui/ScrollTable';
import { Illustration } from '../../ui/Illustration';
export const Body = styled.div`
  display: grid;
  gap: ${space.md};
`;

// About 70 characters a line at the body size (Markdown: 1.1rem): the measure long reading wants.
export const Article = styled.article`
  max-width: ${columnWidth.reading};
  margin-inline: auto;
  display: grid;
  gap: ${space.md};
`;

// On wide screens the article keeps the page's left edge, under the breadcrumb and the logo, and
// its sections' map stands in the right margin, as on the privacy policy (RichText). Centred, the
// text started 183 px right of the breadcrumb and the map sat 24 px from it, reading as part of
// the text (review 35A).
export const Columns = styled.div`
  ${tocWide} {
    display: grid;
    grid-template-columns: minmax(0, ${columnWidth.reading}) 20rem;
    justify-content: space-between;
    column-gap: ${space.xl};
    > article {
      margin: 0;
    }
    /* A table takes most of the room between the text and the map: in the text's 600 px the
       examples of a price table ran to four lines a row (review 88B). */
    [${tableFrameAttr}] {
      margin-right: -10rem;
    }
    /* The cover too, as wide as the tables: at the text's 600 px it left a 220 px void beside
       it, under the map's column (review 93O). */
    > article > img {
      width: calc(100% + 10rem);
      max-width: none;
    }
  }
`;

export const Category = styled.p`
  justify-self: start;
  padding: 0.25rem 0.8rem;
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 700;
  font-size: 0.85rem;
`;

export const Title = styled.h1`
  font-size: clamp(2rem, 5vw, 3rem);
  letter-spacing: -0.02em;
`;

export const Lead = styled.p`
  font-size: 1.25rem;
  color: ${color.textMuted};
`;

// The author, then the date and the reading time joined by a dot as on the blog's cards; the
// two groups wrap as wholes, so no dot ever ends or opens a line.
export const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1rem;
  color: ${color.textMuted};
  font-size: 0.95rem;
  strong {
    color: ${color.text};
  }
  strong a {
    text-decoration: underline;
    text-decoration-color: ${color.primary};
    text-decoration-thickness: 2px;
    text-underline-offset: 4px;
  }
`;

export const Hero = styled(Illustration)`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${radius.lg};
  background: ${color.bgAlt};
  ${coverEdge}
`;

// Hashtags as text: as bordered pills they looked like the blog's topic chips and invited a
// click that did nothing (design review 26).
export const Tags = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  color: ${color.textMuted};
  font-weight: 600;
`;

export const Related = styled.nav`
  padding: ${space.md};
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  h2 {
    font-size: 1.35rem;
    margin-bottom: ${space.sm};
  }
  /* Rows of links, each with an arrow, between hairlines: a list of next reads, not bullets. */
  ul {
    ${plainList}
  }
  li + li {
    border-top: 1px solid ${color.border};
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: ${space.sm};
    padding-block: 0.75rem;
    color: ${color.text};
    font-weight: 600;
    text-decoration: none;
  }
  /* The site's icon arrow, as every card's link (a text arrow here: design review 47B). */
  a > svg {
    flex: none;
    margin-top: 0.2em;
    color: ${color.textMuted};
  }
  /* Each read's topic and length under its title: a bare title gave no reason to pick it. */
  small {
    display: block;
    margin-top: 0.15rem;
    color: ${color.textMuted};
    font-size: 0.85rem;
    font-weight: 500;
  }
  /* The title alone: the topic and length under it were underlined too (review 48B). */
  a:hover .title {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;
