// Questions as native <details>: they open and close without JavaScript. In "single" mode the
// items share a name, so the browser keeps one open at a time (exclusive accordion).
import styled from '@emotion/styled';
import { useId } from 'react';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { color, motionOk, space } from '../../theme/tokens';
import { cardSurface } from '../../ui/surfaces';

const List = styled.div`
  display: grid;
  gap: ${space.sm};
  details {
    ${cardSurface}
  }
  summary {
    display: flex;
    justify-content: space-between;
    gap: ${space.sm};
    padding: ${space.md};
    font-weight: 700;
    font-size: 1.0625rem;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    flex: none;
    font-size: 1.5rem;
    line-height: 1;
    color: ${color.text};
  }
  details[open] summary::after {
    content: '−';
  }
  ${motionOk} {
    summary::after {
      transition: transform 0.2s ease;
    }
  }
  details p {
    padding: 0 ${space.md} ${space.md};
    color: ${color.textMuted};
  }
`;

export default function Faq({ title, mode, firstOpen, items }: BlockProps<'faq'>) {
  const group = useId();
  return (
    <Container $width="text">
      <SectionHeading title={title} />
      <List>
        {items.map((item, index) => (
          <details
            key={item.question}
            name={mode === 'single' ? group : undefined}
            open={firstOpen && index === 0}
          >
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </List>
    </Container>
  );
}
