import createCache from '@emotion/cache';

/** Same key on the server and in islands, so styles extracted at build time are not re-inserted. */
export const emotionKey = 'a';

export function createEmotionCache() {
  // No stylis prefixer: every browser we support reads unprefixed flexbox, transforms and masks,
  // and the -webkit-/-ms- copies were a fifth of each page's CSS.
  return createCache({ key: emotionKey, stylisPlugins: [] });
}
