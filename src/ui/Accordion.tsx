// Questions and answers as native <details>: they open and close without JavaScript. In
// 'single' mode the items share a name, so the browser keeps one open at a time (an exclusive
// accordion; clicking the open one closes it). The +/− mark is drawn, not typed, so it is the
// same glyph in every font and turns smoothly from one into the other.
import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { color, hoverOk, motionOk, radius, space } from '../theme/tokens';
import { cardSurface } from './surfaces';

export type AccordionMode = 'single' | 'independent';

const List = styled.div`
  display: grid;
  gap: ${space.sm};
  details {
    ${cardSurface}
  }
  /* Under the pointer the card's edge and its ring darken (Mark): only the cursor changed
     (review 41C). */
  ${hoverOk} {
    details:has(> summary:hover) {
      border-color: ${color.textMuted};
    }
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.sm};
    min-height: 44px;
    padding: ${space.sm} ${space.md};
    font-weight: 700;
    font-size: 1.0625rem;
    line-height: 1.4;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* The card's radius, for the focus ring: 'inherit' read the details' inner slot (0). */
  summary:focus-visible {
    border-radius: ${radius.md};
    outline: 3px solid ${color.text};
    outline-offset: 2px;
  }
  /* Answers at a reading measure: across a 690 px card they ran to its edge (review 14). */
  [data-answer] {
    max-width: 70ch;
    padding: 0 ${space.md} ${space.md};
    color: ${color.textMuted};
  }
`;

// Two bars in a ring: the vertical one folds flat when the item opens, leaving '−'.
const Mark = styled.span`
  position: relative;
  flex: none;
  width: 28px;
  height: 28px;
  border: 1.5px solid ${color.border};
  border-radius: 50%;
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 50% auto auto 50%;
    width: 12px;
    height: 2px;
    margin: -1px 0 0 -6px;
    border-radius: 1px;
    background: ${color.text};
  }
  &::after {
    transform: rotate(90deg);
  }
  details[open] > summary > &::after {
    transform: rotate(0deg);
  }
  ${hoverOk} {
    summary:hover > & {
      border-color: ${color.text};
    }
  }
  ${motionOk} {
    transition: border-color 0.15s ease;
    &::after {
      transition: transform 0.2s ease;
    }
  }
`;

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

interface Props {
  items: AccordionItem[];
  mode?: AccordionMode;
  /** Whether the first item starts open. */
  firstOpen?: boolean;
}

export function Accordion({ items, mode = 'independent', firstOpen = false }: Props) {
  const group = useId();
  return (
    <List>
      {items.map((item, index) => (
        <details
          key={item.question}
          name={mode === 'single' ? group : undefined}
          open={firstOpen && index === 0}
        >
          <summary>
            {item.question}
            <Mark aria-hidden="true" />
          </summary>
          <div data-answer>{item.answer}</div>
        </details>
      ))}
    </List>
  );
}
