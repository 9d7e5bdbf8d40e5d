// The contract between the pre-rendered HTML and the loader: attribute names and the id
// prefix that keeps React's useId equal on server and client.

export const islandAttr = 'data-island';
export const triggerAttr = 'data-trigger';
export const propsAttr = 'data-island-props';
/** On the island element when its props live in a separate file (large props, see below). */
export const propsSrcAttr = 'data-island-props-src';
/** Props longer than this (characters of JSON) go to their own cacheable file in the build, so
 * a page's HTML stays within the first network round trip; the island fetches them when it
 * hydrates. */
export const externalPropsThreshold = 1500;

export function identifierPrefix(islandId: string): string {
  return `${islandId}-`;
}

/** JSON that is safe inside <script type="application/json">. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
}
