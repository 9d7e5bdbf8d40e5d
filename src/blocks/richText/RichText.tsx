import styled from '@emotion/styled';
import type { BlockProps, Site } from '../../content/types.generated';
import { spanishLongDate } from '../../lib/spanishDate';
import { Container } from '../../ui/Container';
import { dotList } from '../../ui/surfaces';
import { color, columnWidth, radius, space, breakpoint } from '../../theme/tokens';
import { sectionsOf } from '../../lib/outline';
import { TableOfContents, TableOfContentsFold, tocWide } from '../../ui/TableOfContents';
import { SectionEyebrow } from '../../ui/SectionHeading';
import { KeepRanges } from '../../ui/KeepRanges';
import { withSiteData } from './withSiteData';

const Article = styled.div`
  display: grid;
  gap: ${space.lg};
  /* A section's title at every section's size (SectionHeading): at 36 px it stood under its
     40 px neighbours (review 73B). */
  > h2 {
    font-size: clamp(1.75rem, 3.5vw, 2.5rem);
  }
  /* An eyebrow stands as close over the title as a section heading's does. */
  > p + h2 {
    margin-top: calc(${space.sm} - ${space.lg});
  }
  section > :is(h2, h3) {
    font-size: 1.25rem;
    margin-bottom: 0.75rem;
    /* The page already keeps the navbar's height clear (scroll-padding-top): with it here too,
       jumps landed 160 px down, against 72 on an article (design review 28). */
    scroll-margin-top: ${space.sm};
  }
  /* Parts straight under the page's h1 (a policy) are its sections: a step below the h1, well
     above the body size. */
  section > h2 {
    font-size: 1.5rem;
  }
  p + p,
  p + ul {
    margin-top: ${space.xs};
  }
  p,
  li {
    color: ${color.textMuted};
  }
  a {
    color: ${color.link};
    font-weight: 600;
    text-underline-offset: 3px;
  }
  ul {
    ${dotList}
  }
`;

// "toc": the reading column on the left and "En esta página" in the right margin, where a long
// policy otherwise left half of a wide screen empty. A text read in full, set as an article's
// body is: in the muted grey of short card texts it read as fine print (review 22).
const WithContents = styled.div`
  section :is(p, li) {
    color: ${color.text};
    font-size: 1.0625rem;
    line-height: 1.7;
  }
  /* Paragraphs a line's height apart, as an article's: 8 px ran two of them into one block
     (review 78C). */
  section p + :is(p, ul) {
    margin-top: 1rem;
  }
  ${tocWide} {
    display: grid;
    grid-template-columns: minmax(0, ${columnWidth.reading}) 20rem;
    justify-content: space-between;
    column-gap: ${space.xl};
    /* The map may ride on into the section's foot (a row taken back by the margin, shorter than
       the smallest section padding): at the page's foot a 1440 × 800 screen showed it pushed up
       and cut (review 28), since the last section is shorter than the map. */
    grid-template-rows: auto ${space.lg};
    margin-bottom: -${space.lg};
    & > nav {
      grid-area: 1 / 2 / span 2;
    }
  }
`;

// "split": the parts on the left, the last one as a card on the right ("Cuándo conviene"
// beside the definition), so a short text does not leave the right of the page empty.
const Split = styled(Article)<{ $firstRow: number; $rows: number }>`
  ${breakpoint.desktop} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    column-gap: ${space.xl};
    > :not(section) {
      grid-column: 1 / -1;
    }
    > section:last-of-type {
      grid-column: 2;
      grid-row: ${({ $firstRow, $rows }) => `${$firstRow} / span ${$rows}`};
    }
    /* The left column's first heading on the card's first line: the card's padding above it
       too (its title sat 26 px below the left heading: design review 8). */
    > section:first-of-type {
      padding-top: calc(${space.md} + 1px);
    }
  }
  > section:last-of-type {
    align-self: start;
    padding: ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
  }
`;

const Updated = styled.p`
  font-size: 0.95rem;
`;

// What a skimming reader takes away, over the parts: a CTO checks a policy for three facts, not
// eight sections (review 87A: a 600 px column beside empty space, nothing to skim).
const Summary = styled.div`
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.bgAlt};
  > p {
    margin-bottom: ${space.xs};
    color: ${color.text};
    font-weight: 700;
  }
  && li {
    color: ${color.text};
  }
  li + li {
    margin-top: 0.375rem;
  }
`;

export default function RichText({
  eyebrow,
  title,
  updated,
  summary,
  layout,
  parts,
  site,
}: BlockProps<'richText'> & { site: Site }) {
  // Part headings sit one level under the block's title, or under the page's h1 when the block
  // has none: a heading level is never skipped (screen-reader outlines, WCAG 1.3.1).
  const PartHeading = title ? 'h3' : 'h2';
  const sections = sectionsOf(parts.map((part) => part.heading));
  const header = [
    eyebrow && <SectionEyebrow key="eyebrow">{eyebrow}</SectionEyebrow>,
    title && <h2 key="title">{title}</h2>,
    updated && (
      <Updated key="updated">
        Última actualización: <time dateTime={updated}>{spanishLongDate(updated)}</time>
      </Updated>
    ),
    summary && (
      <Summary key="summary">
        <p>{summary.title}</p>
        <ul>
          {summary.points.map((point) => (
            <li key={point}>{withSiteData(point, site)}</li>
          ))}
        </ul>
      </Summary>
    ),
  ];
  const body = parts.map((part, index) => (
    <section key={part.heading}>
      <PartHeading id={layout === 'toc' ? sections[index]?.id : undefined}>
        {part.heading}
      </PartHeading>
      {part.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{withSiteData(paragraph, site)}</p>
      ))}
      {part.bullets && part.bullets.length > 0 && (
        <ul>
          {part.bullets.map((bullet) => (
            <li key={bullet}>
              <KeepRanges text={bullet} />
            </li>
          ))}
        </ul>
      )}
    </section>
  ));
  if (layout === 'split' && parts.length > 1)
    return (
      <Container>
        <Split $firstRow={header.filter(Boolean).length + 1} $rows={parts.length - 1}>
          {header}
          {body}
        </Split>
      </Container>
    );
  if (layout === 'toc')
    return (
      <Container>
        <WithContents>
          <Article>
            {header}
            <TableOfContentsFold sections={sections} label="En esta página" />
            {body}
          </Article>
          <TableOfContents sections={sections} label="En esta página" />
        </WithContents>
      </Container>
    );
  return (
    <Container $width="text" $start>
      <Article>
        {header}
        {body}
      </Article>
    </Container>
  );
}
