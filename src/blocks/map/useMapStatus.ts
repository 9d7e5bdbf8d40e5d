// Loading → loaded or failed. A cross-origin iframe fires `load` even when it shows an error
// page, so reachability is probed first with a no-cors request; a frame that never loads
// within the time limit also counts as failed.
import { useEffect, useState } from 'react';

export type MapStatus = 'loading' | 'loaded' | 'failed';

const probeTimeoutMs = 8000;
const frameTimeoutMs = 15000;

export function useMapStatus(url: string) {
  const [status, setStatus] = useState<MapStatus>('loading');
  const [showFrame, setShowFrame] = useState(false);

  useEffect(() => {
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
  }, [url]);

  useEffect(() => {
    if (!showFrame || status !== 'loading') return;
    const timer = setTimeout(() => setStatus('failed'), frameTimeoutMs);
    return () => clearTimeout(timer);
  }, [showFrame, status]);

  return {
    status,
    showFrame: showFrame && status !== 'failed',
    onFrameLoad: () => setStatus((current) => (current === 'loading' ? 'loaded' : current)),
  };
}
