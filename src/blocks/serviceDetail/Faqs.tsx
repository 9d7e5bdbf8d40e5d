// The service's questions, in the same accordion as every FAQ of the site; each opens on its own.
// As the faq block lays them out: the heading in the left third on wide screens, the questions in
// the rest.
import styled from '@emotion/styled';
import type { ServiceDetail as Service } from '../../content/types.generated';
import { Questions } from '../../ui/Questions';
import { SectionHeading } from '../../ui/SectionHeading';
import { space } from '../../theme/tokens';

const Layout = styled.section`
  @media (min-width: 1024px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${space.lg};
    align-items: start;
  }
`;

interface Props {
  title: string;
  faqs: NonNullable<Service['faqs']>;
}

export function Faqs({ title, faqs }: Props) {
  if (faqs.length === 0) return null;
  return (
    <Layout aria-labelledby="preguntas">
      <SectionHeading id="preguntas" title={title} />
      <Questions mode="independent" items={faqs} />
    </Layout>
  );
}
