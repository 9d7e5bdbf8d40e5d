// Renders a page's sections in order: each block inside its <Section>, interactive blocks as
// islands whose HTML was rendered beforehand (see entry-server).
import { createElement, Fragment, type ReactNode } from 'react';
import type { Page, Section as SectionData, Site } from '../content/types.generated';
import { registry, type BlockComponent, type BlockEntry } from '../blocks/registry';
import { Section } from '../ui/Section';
import type { BlockContent as ContentContext } from '../content/blockContent';
import { Island } from './Island';

export type LoadedBlocks = Map<string, BlockComponent>;

export interface RenderedIsland {
  id: string;
  html: string;
  props: object;
  propsSrc?: string;
}

interface Props {
  page: Page;
  site: Site;
  blocks: LoadedBlocks;
  /** Extra content before a section (the block catalogue puts each block's documentation there). */
  renderBefore?: (section: SectionData, index: number) => ReactNode;
  /** Pre-rendered island markup and props by section index. */
  islands: Map<number, RenderedIsland>;
  /** Collections and the entry of a generated page, for the blocks that list or show them. */
  content: ContentContext;
}

function BlockContent({
  section,
  index,
  site,
  blocks,
  islands,
  content,
}: { section: SectionData; index: number } & Omit<Props, 'page' | 'renderBefore'>) {
  const entry: BlockEntry = registry[section.type];
  const island = islands.get(index);
  if (entry.interactive && island) {
    return (
      <Island
        islandId={island.id}
        type={section.type}
        trigger={entry.interactive}
        html={island.html}
        props={island.props}
        propsSrc={island.propsSrc}
      />
    );
  }
  const Component = blocks.get(section.type);
  if (!Component) throw new Error(`Block "${section.type}" was not loaded before rendering`);
  // Looked up in the registry's loaded map, not created here.
  return createElement(Component, { ...section, site, content });
}

export function PageRenderer({ page, site, blocks, islands, content, renderBefore }: Props) {
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
        <BlockContent
          section={section}
          index={index}
          site={site}
          blocks={blocks}
          islands={islands}
          content={content}
        />
      </Section>
    </Fragment>
  ));
}
