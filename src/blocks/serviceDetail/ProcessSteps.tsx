import styled from '@emotion/styled';
import { fillPlaceholders } from '../../content/expand';
import type { ServiceDetail as Service } from '../../content/types.generated';
import { color, space } from '../../theme/tokens';
import { yellowDisc } from '../../ui/surfaces';

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${space.sm};
  li {
    display: grid;
    grid-template-columns: 3rem 1fr;
    gap: ${space.sm};
  }
  li > span {
    ${yellowDisc('3rem')}
  }
  li > div {
    display: grid;
    gap: 0.35rem;
    align-content: start;
  }
  p {
    color: ${color.textMuted};
  }
`;

interface Props {
  title: string;
  /** Read before each step's title by screen readers, e.g. "Paso {step}:". */
  stepLabel: string;
  steps: Service['process'];
}

export function ProcessSteps({ title, stepLabel, steps }: Props) {
  return (
    <section aria-labelledby="proceso">
      <h2 id="proceso">{title}</h2>
      <Steps>
        {steps.map((step) => (
          <li key={step.step}>
            <span aria-hidden="true">{step.step}</span>
            <div>
              <h3>
                <span className="visually-hidden">{`${fillPlaceholders(stepLabel, step)} `}</span>
                {step.title}
              </h3>
              <p>{step.description}</p>
            </div>
          </li>
        ))}
      </Steps>
    </section>
  );
}
