// Hydrates one island. Loaded on the first trigger, so React ships only to pages with islands.
import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
import type { AnyBlockComponent, AnyBlockProps } from '../blocks/registry';
import { createEmotionCache } from '../theme/emotionCache';
import { identifierPrefix } from './protocol';

const cache = createEmotionCache();

export function hydrate(
  container: Element,
  Component: AnyBlockComponent,
  props: AnyBlockProps,
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
