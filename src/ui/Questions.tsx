// Questions with text answers, as every FAQ of the site shows them (the FAQ block, a service's
// questions): the one accordion, each answer a paragraph.
import { Accordion, type AccordionMode } from './Accordion';
import { KeepRanges } from './KeepRanges';

export interface Question {
  question: string;
  answer: string;
}

interface Props {
  items: readonly Question[];
  mode?: AccordionMode;
  /** Whether the first question starts open. */
  firstOpen?: boolean;
}

export function Questions({ items, mode, firstOpen }: Props) {
  return (
    <Accordion
      mode={mode}
      firstOpen={firstOpen}
      items={items.map(({ question, answer }) => ({
        question,
        answer: (
          <p>
            <KeepRanges text={answer} />
          </p>
        ),
      }))}
    />
  );
}
