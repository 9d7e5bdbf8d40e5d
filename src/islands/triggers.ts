import type { HydrationTrigger } from '../blocks/registry';

const interactionEvents = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/** Calls `run` once, when the island's trigger fires. */
export function onTrigger(element: Element, trigger: HydrationTrigger, run: () => void): void {
  switch (trigger) {
    case 'load':
      run();
      return;
    case 'idle':
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
      else setTimeout(run, 200);
      return;
    case 'visible': {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          run();
        },
        { rootMargin: '200px' },
      );
      observer.observe(element);
      return;
    }
    case 'interaction': {
      const fire = () => {
        for (const name of interactionEvents) element.removeEventListener(name, fire);
        run();
      };
      for (const name of interactionEvents) element.addEventListener(name, fire, { passive: true });
      return;
    }
  }
}
