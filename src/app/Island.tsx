// Server side of an island: the block's own pre-rendered HTML (rendered separately with an
// identifier prefix, so useId matches when the loader hydrates it alone) and its props as JSON.
import { islandAttr, propsAttr, serializeProps, triggerAttr } from '../islands/protocol';
import type { HydrationTrigger } from '../blocks/registry';

interface Props {
  islandId: string;
  type: string;
  trigger: HydrationTrigger;
  /** Markup produced by react-dom/server from the block component: never authored HTML. */
  html: string;
  props: unknown;
}

export function Island({ islandId, type, trigger, html, props }: Props) {
  return (
    <>
      <div
        {...{ [islandAttr]: type, [triggerAttr]: trigger }}
        id={islandId}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script
        type="application/json"
        {...{ [propsAttr]: islandId }}
        // JSON with "<" escaped: React would HTML-escape text children and corrupt it.
        dangerouslySetInnerHTML={{ __html: serializeProps(props) }}
      />
    </>
  );
}
