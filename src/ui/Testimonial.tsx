// A client's words with who said them, as a figure with a quotation.
import styled from '@emotion/styled';
import { color, radius, space } from '../theme/tokens';

const Figure = styled.figure`
  margin: 0;
  padding: ${space.md};
  border-left: 4px solid ${color.primary};
  background: ${color.bgAlt};
  border-radius: 0 ${radius.md} ${radius.md} 0;
  blockquote {
    margin: 0 0 ${space.xs};
    font-size: 1.15rem;
  }
  figcaption {
    color: ${color.textMuted};
  }
`;

export function Testimonial({ quote, by }: { quote: string; by: string }) {
  return (
    <Figure>
      <blockquote>“{quote}”</blockquote>
      <figcaption>{by}</figcaption>
    </Figure>
  );
}
