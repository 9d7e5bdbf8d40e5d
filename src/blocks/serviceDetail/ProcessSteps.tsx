import styled from '@emotion/styled';
import { KeepRanges } from '../../ui/KeepRanges';
import { fillPlaceholders } from '../../content/expand';
import type { ServiceDetail as Service } from '../../content/types.generated';
import { color, space, breakpoint } from '../../theme/tokens';
import { yellowDisc } from '../../ui/surfaces';
import { SectionHeading } from '../../ui/SectionHeading';

// Numbered discs joined by a rail: down the left on narrow screens, across the page on wide ones
// (five steps or more: down two columns), each step's rule running from its disc to the next one
// and no further.
const disc = '3rem';

/** Every step in a row of its own column, sharing the disc, title and text rows. */
const across = (count: number) => `
    column-gap: ${space.lg};
    grid-template-columns: repeat(${count}, minmax(0, 1fr));
    /* The steps share three rows, disc, title and text (subgrid): the descriptions start on one
       line (review 8b), a one-line title sits on its description as a two-line one does
       (review 10), and when every title fits one line no spare line opens under the discs
       (review 18: two lines were reserved for every title). */
    li {
      grid-row: span 3;
      grid-template-columns: minmax(0, 1fr);
      grid-template-rows: subgrid;
      row-gap: 0.5rem;
    }
    li > div {
      display: contents;
    }
    h3 {
      align-self: end;
      margin-top: 0.5rem;
    }
    li:not(:last-of-type)::after {
      left: calc(${disc} + 0.5rem);
      right: calc(0.5rem - ${space.lg});
      top: calc(${disc} / 2 - 1px);
      bottom: auto;
      width: auto;
      height: 2px;
    }
  `;

/** Down two columns, the first one step longer when the count is odd; its last step's rail
 *  stops there. */
const twoColumns = (count: number) => {
  const firstColumn = Math.ceil(count / 2);
  return `
    column-gap: ${space.xl};
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-rows: repeat(${firstColumn}, auto);
    grid-auto-flow: column;
    li:nth-of-type(${firstColumn})::after {
      content: none;
    }
  `;
};

const Steps = styled.ol<{ $count: number }>`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${space.md};
  /* From the top: stretched to a taller neighbour, a step's rows had grown and its title sat
     lower than the row's (design review 8). */
  li {
    position: relative;
    display: grid;
    grid-template-columns: ${disc} 1fr;
    align-content: start;
    gap: ${space.sm};
  }
  li:not(:last-of-type)::after {
    content: '';
    position: absolute;
    left: calc(${disc} / 2 - 1px);
    top: calc(${disc} + 0.35rem);
    bottom: calc(0.35rem - ${space.md});
    width: 2px;
    background: ${color.border};
  }
  li > span {
    ${yellowDisc(disc)}
  }
  li > div {
    display: grid;
    gap: 0.5rem;
    align-content: start;
  }
  p {
    color: ${color.textMuted};
  }
  /* Wide, up to four steps go across the page, columns 40 px apart (at 24 px five titles almost
     met: design review 7b). Five or more across were 198 px columns, 20 characters a line
     (review 84C): they run down in two columns instead, each at a reading measure, the rail
     stopping at the foot of the first. */
  ${breakpoint.desktop} {
    ${({ $count }) => ($count >= 5 ? twoColumns($count) : across($count))}
  }
`;

interface Props {
  eyebrow: string;
  title: string;
  /** Read before each step's title by screen readers, e.g. "Paso {step}:". */
  stepLabel: string;
  steps: Service['process'];
}

export function ProcessSteps({ eyebrow, title, stepLabel, steps }: Props) {
  return (
    <section aria-labelledby="proceso">
      <SectionHeading id="proceso" eyebrow={eyebrow} title={title} />
      <Steps $count={steps.length}>
        {steps.map((step) => (
          <li key={step.step}>
            <span aria-hidden="true">{String(step.step).padStart(2, '0')}</span>
            <div>
              <h3>
                <span className="visually-hidden">{`${fillPlaceholders(stepLabel, step)} `}</span>
                {step.title}
              </h3>
              <p>
                <KeepRanges text={step.description} />
              </p>
            </div>
          </li>
        ))}
      </Steps>
    </section>
  );
}
