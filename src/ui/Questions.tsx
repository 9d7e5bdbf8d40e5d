// Questions with text answers, as every FAQ of the site shows them (the FAQ block, a service's
// questions): the one accordion, each answer a paragraph.
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { space } from '../theme/tokens';
import { arrowLink, stickyBelowNavbar } from './surfaces';
import { Accordion, type AccordionMode } from './Accordion';
import { KeepRanges } from './KeepRanges';

/** The layout of every FAQ section (its container's rules): on wide screens the heading takes
 * the left third and the questions the rest, so the section keeps the page's left edge and the
 * answers a reading width. A heading in a third of the row reads at a smaller size: at the page's
 * 40 px a long one ran to four lines, its last word alone (design review 7). One rule for the FAQ
 * block and a service's questions, which had drifted to two sizes (design review 8b). The
 * heading stays in view beside the questions as they open: alone at the top of its third it
 * left a tall empty column (review 22). */
export const questionsBesideHeading = `
  @media (min-width: 1024px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${space.lg};
    align-items: start;
    h2 {
      font-size: 2rem;
    }
    > :first-child {
      ${stickyBelowNavbar(space.md)}
    }
  }
`;

/** The link under an answer; styled here, so only a page with one carries its CSS. In ink, not
 *  the answer's grey: the next step after a question read as more of the answer (review 41C). */
const ReadOn = styled.p`
  margin-top: ${space.sm};
  a {
    ${arrowLink}
  }
`;

export interface Question {
  question: string;
  answer: string;
  /** Where to read on: a link under the answer. */
  link?: { label: string; href: string };
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
      items={items.map(({ question, answer, link }) => ({
        question,
        answer: (
          <>
            <p>
              <KeepRanges text={answer} />
            </p>
            {link && (
              <ReadOn>
                <a href={link.href}>
                  {link.label}
                  <ArrowRight size={16} aria-hidden="true" />
                </a>
              </ReadOn>
            )}
          </>
        ),
      }))}
    />
  );
}
