// The questions of a page. How they open (one at a time, or each on its own) and whether the first
// starts open come from the section; the accordion itself is the ui primitive every FAQ shares.
import type { BlockProps } from '../../content/types.generated';
import { Accordion } from '../../ui/Accordion';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';

export default function Faq({ title, mode, firstOpen, items }: BlockProps<'faq'>) {
  return (
    <Container $width="text">
      <SectionHeading title={title} />
      <Accordion
        mode={mode}
        firstOpen={firstOpen}
        items={items.map(({ question, answer }) => ({ question, answer: <p>{answer}</p> }))}
      />
    </Container>
  );
}
