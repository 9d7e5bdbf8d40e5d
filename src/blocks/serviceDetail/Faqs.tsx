// The service's questions, in the same accordion as every FAQ of the site; each opens on its own.
// Laid out as the faq block's (ui/Questions).
import styled from '@emotion/styled';
import type { ServiceDetail as Service } from '../../content/types.generated';
import { Questions, questionsBesideHeading } from '../../ui/Questions';
import { SectionHeading } from '../../ui/SectionHeading';

const Layout = styled.section`
  ${questionsBesideHeading}
`;

interface Props {
  eyebrow: string;
  title: string;
  faqs: NonNullable<Service['faqs']>;
}

export function Faqs({ eyebrow, title, faqs }: Props) {
  if (faqs.length === 0) return null;
  return (
    <Layout aria-labelledby="preguntas">
      <SectionHeading id="preguntas" eyebrow={eyebrow} title={title} />
      <Questions mode="independent" items={faqs} />
    </Layout>
  );
}
