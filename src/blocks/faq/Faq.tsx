// The questions of a page. How they open (one at a time, or each on its own) and whether the first
// starts open come from the section; the questions themselves are the ui primitive every FAQ shares.
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { Questions, questionsBesideHeading } from '../../ui/Questions';
import { SectionHeading } from '../../ui/SectionHeading';

const Layout = styled(Container)`
  ${questionsBesideHeading}
`;

export default function Faq({ eyebrow, title, mode, firstOpen, items }: BlockProps<'faq'>) {
  return (
    <Layout>
      <SectionHeading eyebrow={eyebrow} title={title} />
      <Questions mode={mode} firstOpen={firstOpen} items={items} />
    </Layout>
  );
}
