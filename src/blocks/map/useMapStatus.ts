// Idle → loading → loaded or failed. Nothing reaches Google until the visitor asks for the live
// map (privacy, and a heavy embed a phone never pays for unless wanted). A cross-origin iframe
// fires `load` even when it shows an error page, so reachability is probed first with a no-cors
// request; a frame that never loads within the time limit also counts as failed.
import { useEffect, useState } from 'react';

export type MapStatus = 'idle' | 'loading' | 'loaded' | 'failed';

const probeTimeoutMs = 8000;
const frameTimeoutMs = 15000;

export function useMapStatus(url: string) {
  const [status, setStatus] = useState<MapStatus>('idle');
  const [showFrame, setShowFrame] = useState(false);
  // Each request for the live map (the first, or a retry) is one attempt, probed once.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), probeTimeoutMs);
    fetch(url, { mode: 'no-cors', signal: controller.signal })
      .then(() => setShowFrame(true))
      .catch(() => setStatus('failed'))
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [attempt, url]);

  useEffect(() => {
    if (!showFrame || status !== 'loading') return;
    const timer = setTimeout(() => setStatus('failed'), frameTimeoutMs);
    return () => clearTimeout(timer);
  }, [showFrame, status]);

  return {
    status,
    showFrame: showFrame && status !== 'failed',
    load: () => {
      if (status === 'loading' || status === 'loaded') return;
      setShowFrame(false);
      setStatus('loading');
      setAttempt((count) => count + 1);
    },
    onFrameLoad: () => setStatus((current) => (current === 'loading' ? 'loaded' : current)),
  };
}
