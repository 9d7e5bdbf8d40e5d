// A client's words with who said them, as a figure with a quotation: a card with a large yellow
// quotation mark, the attribution at its foot (cards side by side end on one line). A stripe on
// the left edge squared off the card's corners and read as a blog theme's.
import styled from '@emotion/styled';
import { breakpoint, color, radius, space } from '../theme/tokens';

const Figure = styled.figure<{ $lead: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin: 0;
  padding: ${space.md} ${space.lg} ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bgAlt};
  &::before {
    content: '“';
    height: 2.25rem;
    color: ${color.primary};
    font-size: 4.5rem;
    font-weight: 800;
    line-height: 1;
  }
  blockquote {
    margin: 0;
    font-size: 1.15rem;
  }
  /* The one quote of a page, across its column: a pull quote at a reading measure, not body
     text run 1,150 px wide (design review 7b). */
  ${({ $lead }) =>
    $lead
      ? `blockquote { max-width: 60ch; font-size: clamp(1.25rem, 2.2vw, 1.5rem); font-weight: 500; line-height: 1.45; }`
      : ''}
  figcaption {
    margin-top: auto;
    color: ${color.textMuted};
  }
  /* A phone keeps the page's gutter inside the card, so the quote keeps its width. */
  ${breakpoint.small} {
    padding: ${space.sm} ${space.md} ${space.md};
  }
`;

interface Props {
  quote: string;
  by: string;
  /** The page's one quote, set large across its column (a case page's); cards side by side
   * keep the body size. */
  lead?: boolean;
}

export function Testimonial({ quote, by, lead = false }: Props) {
  return (
    <Figure $lead={lead}>
      <blockquote>{quote}</blockquote>
      <figcaption>{by}</figcaption>
    </Figure>
  );
}
