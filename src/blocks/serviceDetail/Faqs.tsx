// The service's questions, in the same accordion as every FAQ of the site; each opens on its own.
// Laid out as the faq block's (ui/Questions).
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { space } from '../../theme/tokens';
import { arrowLink } from '../../ui/surfaces';
import type { ServiceDetail as Service } from '../../content/types.generated';
import { Questions, questionsBesideHeading } from '../../ui/Questions';
import { SectionHeading } from '../../ui/SectionHeading';

const Layout = styled.section`
  ${questionsBesideHeading}
`;

// Under the heading, the way to ask what the list does not answer, to a named person: the
// heading's third of the row stood alone over 450 px of nothing (review 42C).
const Ask = styled.a`
  ${arrowLink}
  /* Inline, its arrow glued to the last word: as a flex row, a label on two lines left the arrow
     at the row's far end, cut off from its text (review 45A, 390 px). */
  display: inline-block;
  margin-top: ${space.sm};
  .last {
    white-space: nowrap;
  }
  svg {
    display: inline;
    margin-left: 0.35rem;
    vertical-align: -0.15em;
  }
  /* In one column it stands between the heading and the first question: room under it, so it
     does not read as that question's label (review 43B). */
  @media (max-width: 1023px) {
    margin-bottom: ${space.md};
  }
`;

interface Props {
  eyebrow: string;
  title: string;
  faqs: NonNullable<Service['faqs']>;
  /** A link to ask another question, when someone leads the service. */
  ask?: { label: string; href: string };
}

export function Faqs({ eyebrow, title, faqs, ask }: Props) {
  if (faqs.length === 0) return null;
  return (
    <Layout aria-labelledby="preguntas">
      <div>
        <SectionHeading id="preguntas" eyebrow={eyebrow} title={title} />
        {ask && (
          <Ask href={ask.href}>
            {ask.label.slice(0, ask.label.lastIndexOf(' ') + 1)}
            <span className="last">
              {ask.label.slice(ask.label.lastIndexOf(' ') + 1)}
              <ArrowRight size={16} aria-hidden="true" />
            </span>
          </Ask>
        )}
      </div>
      <Questions mode="independent" items={faqs} />
    </Layout>
  );
}
