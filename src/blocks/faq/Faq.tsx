// The questions of a page. How they open (one at a time, or each on its own) and whether the first
// starts open come from the section; the questions themselves are the ui primitive every FAQ shares.
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { Questions, QuestionsHeading, questionsBesideHeading } from '../../ui/Questions';

const Layout = styled(Container)`
  ${questionsBesideHeading}
`;

export default function Faq({ eyebrow, title, mode, firstOpen, items, more }: BlockProps<'faq'>) {
  return (
    <Layout>
      <QuestionsHeading eyebrow={eyebrow} title={title} note={more} />
      <Questions mode={mode} firstOpen={firstOpen} items={items} />
    </Layout>
  );
}
