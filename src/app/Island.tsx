// Server side of an island: the block's own pre-rendered HTML (rendered separately with an
// identifier prefix, so useId matches when the loader hydrates it alone) and its props as JSON.
import {
  islandAttr,
  propsAttr,
  propsSrcAttr,
  serializeProps,
  triggerAttr,
} from '../islands/protocol';
import type { HydrationTrigger } from '../blocks/registry';

interface Props {
  islandId: string;
  type: string;
  trigger: HydrationTrigger;
  /** Markup produced by react-dom/server from the block component: never authored HTML. */
  html: string;
  props: unknown;
  /** URL of the props file when they are too large to inline. */
  propsSrc?: string;
}

export function Island({ islandId, type, trigger, html, props, propsSrc }: Props) {
  return (
    <>
      <div
        {...{ [islandAttr]: type, [triggerAttr]: trigger }}
        {...(propsSrc ? { [propsSrcAttr]: propsSrc } : {})}
        id={islandId}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {!propsSrc && (
        <script
          type="application/json"
          {...{ [propsAttr]: islandId }}
          // JSON with "<" escaped: React would HTML-escape text children and corrupt it.
          dangerouslySetInnerHTML={{ __html: serializeProps(props) }}
        />
      )}
    </>
  );
}
