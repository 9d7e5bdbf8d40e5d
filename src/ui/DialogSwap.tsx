// Content that takes the place of other content inside a dialog (the next tab, the next case):
// it slides in from the side it comes from. The first content shown does not move (the sheet
// already does), and nothing moves with reduced motion or before the motion features load.
import { m, useReducedMotion } from 'framer-motion';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { canAnimate, swapMotion } from './DialogMotion';

type DivProps = Omit<
  HTMLAttributes<HTMLDivElement>,
  'onAnimationStart' | 'onDrag' | 'onDragEnd' | 'onDragStart' | 'children'
>;

interface DialogSwapProps extends DivProps {
  /** Position of what is shown (tab or case index); a change swaps the content. */
  order: number;
  children: ReactNode;
}

export function DialogSwap({ order, children, ...rest }: DialogSwapProps) {
  const reducedMotion = useReducedMotion();
  const [previous, setPrevious] = useState(order);
  const [direction, setDirection] = useState(0);
  if (order !== previous) {
    setPrevious(order);
    setDirection(order > previous ? 1 : -1);
  }
  const motion = swapMotion(direction);
  return (
    <m.div
      key={order}
      initial={direction !== 0 && canAnimate(reducedMotion) ? motion.initial : false}
      animate={motion.animate}
      {...rest}
    >
      {children}
    </m.div>
  );
}
