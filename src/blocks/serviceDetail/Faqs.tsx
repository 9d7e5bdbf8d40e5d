import styled from '@emotion/styled';
import type { ServiceDetail as Service } from '../../content/types.generated';
import { color, radius, space } from '../../theme/tokens';

const List = styled.div`
  display: grid;
  gap: ${space.xs};
  details {
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    padding: ${space.sm} ${space.md};
  }
  summary {
    cursor: pointer;
    font-weight: 700;
    min-height: 24px;
  }
  details p {
    margin-top: ${space.xs};
    color: ${color.textMuted};
  }
`;

interface Props {
  title: string;
  faqs: NonNullable<Service['faqs']>;
}

export function Faqs({ title, faqs }: Props) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="preguntas">
      <h2 id="preguntas">{title}</h2>
      <List>
        {faqs.map((faq) => (
          <details key={faq.question}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </List>
    </section>
  );
}
