// Questions with text answers, as every FAQ of the site shows them (the FAQ block, a service's
// questions): the one accordion, each answer a paragraph.
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { color, fingerPointer, space, breakpoint } from '../theme/tokens';
import { arrowLink, stickyBelowNavbar } from './surfaces';
import { Accordion, type AccordionMode } from './Accordion';
import { KeepRanges } from './KeepRanges';
import { SectionHeading } from './SectionHeading';

/** The layout of every FAQ section (its container's rules): on wide screens the heading takes
 * the left third and the questions the rest, so the section keeps the page's left edge and the
 * answers a reading width. A heading in a third of the row reads at a smaller size: at the page's
 * 40 px a long one ran to four lines, its last word alone (design review 7). One rule for the FAQ
 * block and a service's questions, which had drifted to two sizes (design review 8b). The
 * heading stays in view beside the questions as they open: alone at the top of its third it
 * left a tall empty column (review 22). */
export const questionsBesideHeading = `
  ${breakpoint.desktop} {
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

// Under a FAQ's title, for a visitor whose question is not there: a quiet line with its link
// (the FAQ block's and a service's had drifted to a grey line and a bold two-line link: review
// 61C). It keeps to the title, and the questions keep the heading's distance from both: stacked,
// it sat 56 px under the title and 14 px over the list, and read as part of it (review 53C). On
// wide screens it also fills the heading's column beside the questions (review 36C).
const HeadingWithNote = styled.div`
  margin-bottom: ${space.lg};
  > header {
    margin-bottom: 0;
  }
  > p {
    margin-top: ${space.sm};
    color: ${color.textMuted};
  }
  > p a {
    color: ${color.text};
    /* A finger's target, 44 px tall, without moving the line: 22 px on a phone (review 73B). */
    ${fingerPointer} {
      display: inline-block;
      padding-block: 0.6875rem;
      margin-block: -0.6875rem;
    }
  }
`;

/** A FAQ's heading, with its note when it has one ("¿Otra pregunta? Escríbenos"). */
export function QuestionsHeading({
  id,
  eyebrow,
  title,
  note,
}: {
  id?: string;
  eyebrow?: string | undefined;
  title: string;
  note?: { text: string; label: string; href: string } | undefined;
}) {
  const heading = <SectionHeading id={id} eyebrow={eyebrow} title={title} />;
  if (!note) return heading;
  return (
    <HeadingWithNote>
      {heading}
      <p>
        {`${note.text} `}
        <a href={note.href}>{note.label}</a>
      </p>
    </HeadingWithNote>
  );
}

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
