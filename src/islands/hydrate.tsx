// Hydrates one island. Loaded on the first trigger, so React ships only to pages with islands.
import { CacheProvider } from '@emotion/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createEmotionCache } from '../theme/emotionCache';
import { identifierPrefix } from './protocol';

const cache = createEmotionCache();

export function hydrate(
  container: Element,
  Component: ComponentType<object>,
  props: object,
  islandId: string,
) {
  hydrateRoot(
    container,
    <CacheProvider value={cache}>
      <Component {...props} />
    </CacheProvider>,
    {
      identifierPrefix: identifierPrefix(islandId),
      onRecoverableError: (error) => console.error('Island hydration error', islandId, error),
    },
  );
}
