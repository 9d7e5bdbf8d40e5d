import styled from '@emotion/styled';
import { fillPlaceholders } from '../../content/expand';
import type { ServiceDetail as Service } from '../../content/types.generated';
import { Testimonial } from '../../ui/Testimonial';
import { space } from '../../theme/tokens';
import { SectionHeading } from '../../ui/SectionHeading';

const Quotes = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
`;

interface Props {
  title: string;
  /** Who said it, e.g. "{author}, {position} en {company}". */
  by: string;
  testimonials: NonNullable<Service['testimonials']>;
}

export function Testimonials({ title, by, testimonials }: Props) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonios">
      <SectionHeading id="testimonios" title={title} />
      <Quotes>
        {testimonials.map((quote) => (
          <Testimonial key={quote.author} quote={quote.quote} by={fillPlaceholders(by, quote)} />
        ))}
      </Quotes>
    </section>
  );
}
