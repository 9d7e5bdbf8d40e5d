// Hydrates one island. Loaded on the first trigger, so React ships only to pages with islands.
import { CacheProvider } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { AnyBlockComponent, AnyBlockProps } from '../blocks/registry';
import { createEmotionCache } from '../theme/emotionCache';
import { identifierPrefix } from './protocol';

const cache = createEmotionCache();

// hydrateRoot only schedules the work: until its commit the buttons have no handlers, and a press
// replayed before then was lost (case-dialog e2e, 6 of 15 cold loads at CPU ×6). Effects run
// after that commit, children's first, so the island's own effects have run by then too.
function AfterHydration({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(onHydrated, []);
  return children;
}

export function hydrate(
  container: Element,
  Component: AnyBlockComponent,
  props: AnyBlockProps,
  islandId: string,
  onHydrated: () => void,
) {
  hydrateRoot(
    container,
    <CacheProvider value={cache}>
      <AfterHydration onHydrated={onHydrated}>
        <Component {...props} />
      </AfterHydration>
    </CacheProvider>,
    {
      identifierPrefix: identifierPrefix(islandId),
      onRecoverableError: (error) => console.error('Island hydration error', islandId, error),
    },
  );
}
