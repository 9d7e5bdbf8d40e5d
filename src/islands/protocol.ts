// The contract between the pre-rendered HTML and the loader: attribute names and the id
// prefix that keeps React's useId equal on server and client.

export const islandAttr = 'data-island';
export const triggerAttr = 'data-trigger';
export const propsAttr = 'data-island-props';
/** On the island element when its props live in a separate file (large props, see
 * app/islands/renderIsland). */
export const propsSrcAttr = 'data-island-props-src';
/** The page's scroll progress bar and dot navigation (app/pageNav), enhanced by pageNav.ts. */
export const progressAttr = 'data-scroll-progress';
export const dotNavAttr = 'data-dot-nav';

export function identifierPrefix(islandId: string): string {
  return `${islandId}-`;
}

/** JSON that is safe inside <script type="application/json">. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
}
