// The questions of a page. How they open (one at a time, or each on its own) and whether the first
// starts open come from the section; the questions themselves are the ui primitive every FAQ shares.
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { space } from '../../theme/tokens';
import { Container } from '../../ui/Container';
import { Questions } from '../../ui/Questions';
import { SectionHeading } from '../../ui/SectionHeading';

// On wide screens the heading takes the left third and the questions the rest, so the section
// keeps the page's left edge and the answers keep a reading width.
const Layout = styled(Container)`
  @media (min-width: 1024px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${space.lg};
    align-items: start;
    /* A heading in a third of the row reads at a smaller size: at the page's 40 px a long one
       ran to four lines, its last word alone (design review 7). */
    h2 {
      font-size: 2rem;
    }
  }
`;

export default function Faq({ title, mode, firstOpen, items }: BlockProps<'faq'>) {
  return (
    <Layout>
      <SectionHeading title={title} />
      <Questions mode={mode} firstOpen={firstOpen} items={items} />
    </Layout>
  );
}
