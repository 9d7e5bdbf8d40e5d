import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { color, space } from '../../theme/tokens';

const Article = styled.div`
  display: grid;
  gap: ${space.lg};
  > h2 {
    font-size: clamp(1.75rem, 3.5vw, 2.25rem);
  }
  section > :is(h2, h3) {
    font-size: 1.25rem;
    margin-bottom: ${space.xs};
  }
  p + p,
  p + ul {
    margin-top: ${space.xs};
  }
  p,
  li {
    color: ${color.textMuted};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

export default function RichText({ title, parts }: BlockProps<'richText'>) {
  // Part headings sit one level under the block's title, or under the page's h1 when the block
  // has none: a heading level is never skipped (screen-reader outlines, WCAG 1.3.1).
  const PartHeading = title ? 'h3' : 'h2';
  return (
    <Container $width="text">
      <Article>
        {title && <h2>{title}</h2>}
        {parts.map((part) => (
          <section key={part.heading}>
            <PartHeading>{part.heading}</PartHeading>
            {part.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {part.bullets && part.bullets.length > 0 && (
              <ul>
                {part.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Article>
    </Container>
  );
}
