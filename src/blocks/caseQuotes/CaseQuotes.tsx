// The clients' own words, taken from their cases: a page of figures only said what we claim, and
// a CTO trusts a named person more (reviews 54B, 55A, 55B). Each quote is written once, in its
// case, so every page that shows it says the same words.
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { BlockProps } from '../../content/types.generated';
import { entryHref, type WithContent } from '../../content/blockContent';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { Testimonial } from '../../ui/Testimonial';
import { balancedGrid } from '../../ui/balancedGrid';
import { slidingRow, slidingRowProps } from '../../ui/slidingRow';
import { arrowLink, plainList } from '../../ui/surfaces';
import { space } from '../../theme/tokens';

const Quotes = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 3, min: '280px' })}
  ${slidingRow('scroll')}
  /* The quote's parts (its mark, words and signature) share the row's tracks, so the
     signatures start on one line whatever the words' length: anchored at the foot, a role on
     one line set its name 25 px below the others (review 57B). */
  row-gap: 0;
  > li {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
  }
  /* A size container lays out on its own and cannot share its parent's tracks, so the card
     drops the container query that stacks the mark over the signature in a narrow card, and
     stacks it here at every width. */
  > li > figure {
    grid-row: 1 / -1;
    display: grid;
    grid-template-rows: subgrid;
    align-content: start;
    container-type: normal;
  }
  > li > figure > figcaption {
    flex-direction: column;
    align-items: flex-start;
    justify-content: flex-start;
    margin-top: 0;
  }
  > li > figure > figcaption img {
    order: -1;
    width: 120px;
  }
  /* The name under the mark, the link at the caption's foot: a role on one line left one
     card's link 24 px above the others' (review 58A). */
  > li > figure > figcaption > span {
    flex: 1;
    display: flex;
    flex-direction: column;
    padding-left: 0;
    border-left: 0;
  }
  > li > figure > figcaption > span > a {
    margin-top: auto;
    padding-top: ${space.xs};
  }
`;

const CaseLink = styled.a`
  ${arrowLink}
  display: flex;
  width: fit-content;
  margin-top: ${space.xs};
  font-size: 1rem;
`;

export default function CaseQuotes({
  eyebrow,
  title,
  cases,
  linkLabel = 'Ver caso',
  background,
  content,
}: BlockProps<'caseQuotes'> & WithContent) {
  // The validator makes sure each name is a case with a testimonial; the catalogue, which has
  // no such check, shows what it finds.
  const quoted = cases.flatMap((slug) => {
    const entry = content?.collections.cases.find((candidate) => candidate.slug === slug);
    return entry?.data.testimonial ? [{ entry, voice: entry.data.testimonial }] : [];
  });
  const cards = quoted.map(({ entry, voice }) => {
    const href = entryHref(content, 'cases', entry.slug);
    return (
      <Testimonial
        key={entry.slug}
        quote={voice.quote}
        by={`${voice.author}, ${voice.position}`}
        author={voice.author}
        lead={quoted.length === 1}
        logo={
          entry.data.clientLogo
            ? {
                name: entry.data.client,
                src: entry.data.clientLogo,
                // On the dark band a brand's dark ink vanished: marks are drawn in white there.
                variant: background === 'dark' ? 'white' : 'original',
              }
            : undefined
        }
        action={
          href && (
            <CaseLink href={href}>
              {linkLabel}
              <ArrowRight size={18} aria-hidden="true" />
            </CaseLink>
          )
        }
      />
    );
  });
  return (
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} />
      {cards.length === 1 ? (
        cards
      ) : (
        <Quotes $count={cards.length} {...slidingRowProps('scroll', title)}>
          {cards.map((card) => (
            <li key={card.key}>{card}</li>
          ))}
        </Quotes>
      )}
    </Container>
  );
}
