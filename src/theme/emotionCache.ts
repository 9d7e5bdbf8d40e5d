import createCache from '@emotion/cache';

/** Same key on the server and in islands, so styles extracted at build time are not re-inserted. */
export const emotionKey = 'a';

export function createEmotionCache() {
  return createCache({ key: emotionKey });
}
