// After a redeploy, a page opened before it asks for chunks whose hashed names no longer exist.
// Reload once to get the new page (and its new chunks) instead of leaving islands broken. A chunk
// that failed because the connection dropped is not stale: the island's own fallback shows, and
// what the visitor typed stays. So the failed URL is asked for again: only a 404 means stale.
const reloadKey = 'austral-chunk-reload';

function failedChunkUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+\.js)/.exec(message)?.[1];
}

async function isGone(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
}

/** Resolves true when it reloads the page (the caller should then stop). */
export async function reloadOnceForStaleChunk(error: unknown): Promise<boolean> {
  const url = failedChunkUrl(error);
  if (!url || !(await isGone(url))) return false;
  try {
    if (sessionStorage.getItem(reloadKey)) return false;
    sessionStorage.setItem(reloadKey, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** A chunk loaded fine: a later redeploy may reload again. */
export function chunksLoaded(): void {
  try {
    sessionStorage.removeItem(reloadKey);
  } catch {
    // Storage unavailable (private mode): nothing to clear.
  }
}

/** Vite reports failed preloads of a dynamic import's dependencies with this event. */
export function handlePreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    void reloadOnceForStaleChunk((event as Event & { payload?: unknown }).payload);
  });
}
