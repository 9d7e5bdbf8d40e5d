// One case at a time in a modal. ←/→ switch the detail tab and ↑/↓ the case, both wrapping;
// Escape, 'Seguir explorando' and the backdrop close it (see ui/Modal).
import styled from '@emotion/styled';
import { useId, type KeyboardEvent } from 'react';
import { Modal } from '../../ui/Modal';
import { Logo } from '../../ui/Logo';
import { TechBadge, TechBadgeList } from '../../ui/TechBadge';
import { primaryButton, secondaryButton } from '../../ui/buttonStyles';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import type { CaseStudy } from './CaseCard';
import { DetailTabs } from './DetailTabs';
import { factPairs } from '../../ui/surfaces';

const Content = styled.div`
  display: grid;
  gap: ${space.md};
  padding: ${space.lg};
  width: min(860px, calc(100vw - 2rem));
  ${breakpoint.mobile} {
    padding: ${space.md};
  }
  h3 {
    font-size: 1rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs};
  button {
    ${secondaryButton}
  }
`;

const Stepper = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  font-weight: 700;
`;

const Header = styled.header`
  display: grid;
  gap: ${space.xs};
  p {
    color: ${color.textMuted};
  }
  img {
    width: 120px;
    height: auto;
    padding: 0.4rem;
    border-radius: 8px;
    background: #fcfcfd;
  }
`;

const Metrics = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space.xs};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  li {
    padding: ${space.sm};
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
  }
  strong {
    display: block;
    font-size: 1.5rem;
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${space.xs};
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  ${factPairs}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  button:first-of-type {
    ${primaryButton}
  }
  button:last-of-type {
    ${secondaryButton}
  }
`;

export const wrap = (index: number, total: number) => ((index % total) + total) % total;

interface CaseDialogProps {
  cases: CaseStudy[];
  index: number | undefined;
  section: number;
  onCase: (index: number) => void;
  onSection: (index: number) => void;
  onClose: () => void;
  onDeepDive: () => void;
}

export function CaseDialog({
  cases,
  index,
  section,
  onCase,
  onSection,
  onClose,
  onDeepDive,
}: CaseDialogProps) {
  const titleId = useId();
  const study = index === undefined ? undefined : cases[index];
  const onKeyDown = (event: KeyboardEvent) => {
    if (index === undefined || !study) return;
    const tabs = study.detailSections.length;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => onSection(wrap(section - 1, tabs)),
      ArrowRight: () => onSection(wrap(section + 1, tabs)),
      ArrowUp: () => onCase(wrap(index - 1, cases.length)),
      ArrowDown: () => onCase(wrap(index + 1, cases.length)),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <Modal open={study !== undefined} onClose={onClose} labelledBy={titleId}>
      {study && index !== undefined && (
        <Content onKeyDown={onKeyDown}>
          <Bar>
            <Stepper>
              <button type="button" onClick={() => onCase(wrap(index - 1, cases.length))}>
                Anterior
              </button>
              <span aria-live="polite">
                Caso {index + 1} / {cases.length}
              </span>
              <button type="button" onClick={() => onCase(wrap(index + 1, cases.length))}>
                Siguiente
              </button>
            </Stepper>
            <button type="button" onClick={onClose}>
              Cerrar
            </button>
          </Bar>
          <Header>
            {study.logo && <Logo src={study.logo} name={study.client} lazy={false} />}
            <p>
              {study.client} · {study.industry}
            </p>
            <h2 id={titleId}>{study.headline}</h2>
            <p>{study.description}</p>
          </Header>
          <Metrics>
            {study.metrics.map((metric) => (
              <li key={metric.label}>
                <strong>{metric.value}</strong>
                {metric.label}
              </li>
            ))}
          </Metrics>
          <DetailTabs sections={study.detailSections} selected={section} onSelect={onSection} />
          {study.highlights && (
            <section aria-label="Logros destacados">
              <h3>Logros destacados</h3>
              <ul>
                {study.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-label="Tecnologías">
            <h3>Tecnologías</h3>
            <TechBadgeList>
              {study.techStack.map((name) => (
                <TechBadge key={name} name={name} size="sm" />
              ))}
            </TechBadgeList>
          </section>
          {study.quickFacts && study.quickFacts.length > 0 && (
            <Facts>
              {study.quickFacts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </Facts>
          )}
          <Actions>
            <button type="button" onClick={onDeepDive}>
              Agenda un deep dive
            </button>
            <button type="button" onClick={onClose}>
              Seguir explorando
            </button>
          </Actions>
        </Content>
      )}
    </Modal>
  );
}
