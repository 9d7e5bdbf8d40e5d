// How long a send has taken, in the words the form uses: with the inbox not answering, the button
// stayed dimmed for some 26 s with nothing on screen but the bouncing mark (review 39A). After a
// few seconds the form says it is still trying; after a first try's time, it also offers the
// e-mail, so nobody waits out every try to learn there is another way (review 41B).
import { useEffect, useState } from 'react';

export type SendWait = 'short' | 'slow' | 'slower';

const slowAfterMs = 5000;
const slowerAfterMs = 12_000;

export function useSlowSend(submitting: boolean): SendWait {
  const [wait, setWait] = useState<SendWait>('short');
  useEffect(() => {
    if (!submitting) return;
    const timers = [
      window.setTimeout(() => setWait('slow'), slowAfterMs),
      window.setTimeout(() => setWait('slower'), slowerAfterMs),
    ];
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      setWait('short');
    };
  }, [submitting]);
  return wait;
}
