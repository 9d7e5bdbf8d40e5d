// A client's words with who said them, as a figure with a quotation: a card with a large yellow
// quotation mark, the attribution at its foot (cards side by side end on one line). A stripe on
// the left edge squared off the card's corners and read as a blog theme's.
import styled from '@emotion/styled';
import { color, radius, space } from '../theme/tokens';

const Figure = styled.figure`
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
  figcaption {
    margin-top: auto;
    color: ${color.textMuted};
  }
`;

export function Testimonial({ quote, by }: { quote: string; by: string }) {
  return (
    <Figure>
      <blockquote>{quote}</blockquote>
      <figcaption>{by}</figcaption>
    </Figure>
  );
}
