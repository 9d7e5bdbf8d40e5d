// The service's questions, in the same accordion as every FAQ of the site; each opens on its own.
// Laid out as the faq block's (ui/Questions).
import styled from '@emotion/styled';
import type { ServiceDetail as Service } from '../../content/types.generated';
import { Questions, QuestionsHeading, questionsBesideHeading } from '../../ui/Questions';

const Layout = styled.section`
  ${questionsBesideHeading}
`;

interface Props {
  eyebrow: string;
  title: string;
  faqs: NonNullable<Service['faqs']>;
  /** Under the heading, the way to ask what the list does not answer, to a named person: the
   *  heading's third of the row stood alone over 450 px of nothing (review 42C). */
  ask?: { text: string; label: string; href: string };
}

export function Faqs({ eyebrow, title, faqs, ask }: Props) {
  if (faqs.length === 0) return null;
  return (
    <Layout aria-labelledby="preguntas">
      <QuestionsHeading id="preguntas" eyebrow={eyebrow} title={title} note={ask} />
      <Questions mode="independent" items={faqs} />
    </Layout>
  );
}
