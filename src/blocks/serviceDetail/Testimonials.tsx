import styled from '@emotion/styled';
import { fillPlaceholders } from '../../content/expand';
import type { ServiceDetail as Service } from '../../content/types.generated';
import { Testimonial } from '../../ui/Testimonial';
import { breakpoint, color, space } from '../../theme/tokens';
import { backgrounds, darkBand } from '../../theme/sections';
import { toneAttr } from '../../lib/pageAttributes';
import { fullBleed } from '../../ui/surfaces';
import { SectionHeading } from '../../ui/SectionHeading';

// The clients' words on a dark band across the window, between the cases and the questions: on
// the page's white they were one more pair of grey cards at the foot of a long document (design
// review 9). The band carries its tone, so the navbar turns light over it.
const Band = styled.section`
  ${darkBand}
  color: ${color.text};
  ${fullBleed(color.bg)}
  padding-block: ${space.xl};
  ${breakpoint.mobile} {
    padding-block: ${space.lg};
  }
`;

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
    <Band aria-labelledby="testimonios" {...{ [toneAttr]: backgrounds.dark.tone }}>
      <SectionHeading id="testimonios" title={title} />
      <Quotes>
        {testimonials.map((quote) => (
          <Testimonial
            key={quote.author}
            quote={quote.quote}
            by={fillPlaceholders(by, quote)}
            author={quote.author}
          />
        ))}
      </Quotes>
    </Band>
  );
}
