import styled from '@emotion/styled';
import { fillPlaceholders } from '../../content/expand';
import type { ServiceDetail as Service } from '../../content/types.generated';
import { Testimonial } from '../../ui/Testimonial';
import { AltBand } from '../../ui/Band';
import { color, space } from '../../theme/tokens';
import { SectionHeading } from '../../ui/SectionHeading';

// The clients' words on the alternate ground across the window, between the cases and the
// questions, in the case pages' pattern: cards raised on the grey, each signed beside the
// client's mark in its colours. On the page's white they were one more pair of grey cards at the
// foot of a long document (design review 9); on a black band they were the one dark section of
// a light page, unlike the same words on a case page (review 66A).
// The signatures start on one line: anchored to the cards' foot, a role wrapped to two lines set
// one name and mark 25 px off the other's (review 76A). A caption keeps the height of a name
// over a two-line role and starts at its top. (Rows shared through a subgrid would do it for any
// length, but a card is a size container for its narrow layout, and a container cannot be a
// subgrid.)
const Quotes = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
  figure {
    background: ${color.surface};
  }
  figure figcaption,
  figure figcaption:has(img) {
    align-items: flex-start;
    min-height: 4.625rem;
  }
  /* The rule between mark and words runs the caption's height on both cards. */
  figure figcaption:has(img) > span {
    align-self: stretch;
  }
`;

interface Props {
  eyebrow: string;
  title: string;
  /** Who said it, e.g. "{author}, {position} en {company}". */
  by: string;
  testimonials: NonNullable<Service['testimonials']>;
}

export function Testimonials({ eyebrow, title, by, testimonials }: Props) {
  if (testimonials.length === 0) return null;
  return (
    <AltBand aria-labelledby="testimonios">
      <SectionHeading id="testimonios" eyebrow={eyebrow} title={title} />
      <Quotes>
        {testimonials.map((quote) => (
          <Testimonial
            key={quote.author}
            quote={quote.quote}
            by={fillPlaceholders(by, quote)}
            author={quote.author}
            logo={
              quote.companyLogo
                ? { name: quote.company, src: quote.companyLogo, variant: 'original' }
                : undefined
            }
          />
        ))}
      </Quotes>
    </AltBand>
  );
}
