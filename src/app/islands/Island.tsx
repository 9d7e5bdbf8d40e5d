// The markup of an island: the block's own pre-rendered HTML inside the element the loader
// looks for, and its props as JSON beside it (or the URL of their file).
import type { HydrationTrigger } from '../../blocks/registry';
import type { BlockType } from '../../content/types.generated';
import {
  islandAttr,
  propsAttr,
  propsSrcAttr,
  serializeProps,
  triggerAttr,
} from '../../islands/protocol';

export interface RenderedIsland {
  id: string;
  type: BlockType;
  trigger: HydrationTrigger;
  /** Markup produced by react-dom/server from the block component: never authored HTML. */
  html: string;
  props: object;
  /** URL of the props file when they are too large to inline. */
  propsSrc?: string;
}

export function Island({ id, type, trigger, html, props, propsSrc }: RenderedIsland) {
  return (
    <>
      <div
        {...{ [islandAttr]: type, [triggerAttr]: trigger }}
        {...(propsSrc ? { [propsSrcAttr]: propsSrc } : {})}
        id={id}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {!propsSrc && (
        <script
          type="application/json"
          {...{ [propsAttr]: id }}
          // JSON with "<" escaped: React would HTML-escape text children and corrupt it.
          dangerouslySetInnerHTML={{ __html: serializeProps(props) }}
        />
      )}
    </>
  );
}
