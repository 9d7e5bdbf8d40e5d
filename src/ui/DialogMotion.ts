// Motion shared by the dialog shell and what changes inside it. framer-motion's features load
// lazily (DialogFeatures); until they are there, and for visitors who ask for reduced motion,
// everything appears and disappears at once instead of waiting for an animation that cannot run.
import type { Transition, Variants } from 'framer-motion';

let featuresReady = false;

export const loadDialogFeatures = () =>
  import('./DialogFeatures').then((module) => {
    featuresReady = true;
    return module.default;
  });

/** True when animations can run: the features have loaded and motion is welcome. */
export const canAnimate = (reducedMotion: boolean | null) => featuresReady && !reducedMotion;

const easeOut: Transition['ease'] = [0.22, 1, 0.36, 1];

export const enterMs = 260;
export const exitMs = 160;

export const sheetMotion: Variants = {
  hidden: { opacity: 0, y: 28, scale: 0.98 },
  shown: { opacity: 1, y: 0, scale: 1, transition: { duration: enterMs / 1000, ease: easeOut } },
  leaving: {
    opacity: 0,
    y: 16,
    scale: 0.99,
    transition: { duration: exitMs / 1000, ease: 'easeIn' },
  },
};

export const backdropMotion: Variants = {
  hidden: { opacity: 0 },
  shown: { opacity: 1, transition: { duration: enterMs / 1000 } },
  leaving: { opacity: 0, transition: { duration: exitMs / 1000 } },
};

/** Content that replaces other content in place (a tab panel, the next case): it slides in from
 * the side it comes from. */
export const swapMotion = (direction: number) => ({
  initial: { opacity: 0, x: direction * 24 },
  animate: { opacity: 1, x: 0, transition: { duration: 0.24, ease: easeOut } },
});
