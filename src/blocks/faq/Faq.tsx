// The questions of a page. How they open (one at a time, or each on its own) and whether the first
// starts open come from the section; the questions themselves are the ui primitive every FAQ shares.
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { Questions, questionsBesideHeading } from '../../ui/Questions';
import { SectionHeading } from '../../ui/SectionHeading';
import { color, space } from '../../theme/tokens';

const Layout = styled(Container)`
  ${questionsBesideHeading}
`;

// Under the title, for a visitor whose question is not there; on wide screens it also fills the
// heading's column, some 550 px of nothing beside the questions (review 36C). It keeps to the
// title, and the questions keep the heading's distance from both: stacked, it sat 56 px under
// the title and 14 px over the list, and read as part of it (review 53C).
const HeadingWithMore = styled.div`
  margin-bottom: ${space.lg};
  > header {
    margin-bottom: 0;
  }
`;

const More = styled.p`
  margin-top: ${space.sm};
  color: ${color.textMuted};
`;

export default function Faq({ eyebrow, title, mode, firstOpen, items, more }: BlockProps<'faq'>) {
  const heading = <SectionHeading eyebrow={eyebrow} title={title} />;
  return (
    <Layout>
      {more ? (
        <HeadingWithMore>
          {heading}
          <More>
            {more.text} <a href={more.href}>{more.label}</a>
          </More>
        </HeadingWithMore>
      ) : (
        heading
      )}
      <Questions mode={mode} firstOpen={firstOpen} items={items} />
    </Layout>
  );
}
