// Whether a send has taken long enough to say so: with the inbox not answering, the button stayed
// dimmed for some 26 s (three tries of 8 s) with nothing on screen but the bouncing mark
// (review 39A). After a few seconds the form says it is still trying.
import { useEffect, useState } from 'react';

const slowAfterMs = 5000;

export function useSlowSend(submitting: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!submitting) return;
    const timer = window.setTimeout(() => setSlow(true), slowAfterMs);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [submitting]);
  return slow;
}
