// Renders a page's sections in order, each block inside its <Section>. The blocks arrive as
// elements already decided (static or island, see app/islands/blockElements): the renderer
// never reads the registry.
import { Fragment, type ReactNode } from 'react';
import type { Page, Section as SectionData } from '../content/types.generated';
import { Section } from '../ui/Section';

interface Props {
  page: Page;
  /** One element per section of the page, in order. */
  blocks: readonly ReactNode[];
  /** Extra content before a section (the block catalogue puts each block's documentation there). */
  renderBefore?: (section: SectionData, index: number) => ReactNode;
}

export function PageRenderer({ page, blocks, renderBefore }: Props) {
  return page.sections.map((section, index) => (
    <Fragment key={index}>
      {renderBefore?.(section, index)}
      <Section
        id={section.id}
        background={section.background}
        spacing={section.spacing}
        reveal={index > 0}
        clearNavbar={index === 0 && !page.breadcrumb}
        blockType={section.type}
      >
        {blocks[index]}
      </Section>
    </Fragment>
  ));
}
