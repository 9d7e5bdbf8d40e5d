import styled from '@emotion/styled';
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { color, palette, radius, space } from '../../theme/tokens';
import { balancedGrid } from '../../ui/balancedGrid';
import { dotList, plainList, yellowDisc } from '../../ui/surfaces';
import { KeepRanges } from '../../ui/KeepRanges';
import { slidingRow, slidingRowProps, type PhoneLayout } from '../../ui/slidingRow';

const tones = { yellow: palette.yellow500, blue: palette.blue300, purple: palette.purple300 };

// A fact, not an action: outlined, where a yellow pill matched the primary button and read as
// one to press (review 69A).
const Summary = styled.p`
  display: inline-block;
  margin-bottom: ${space.md};
  padding: 0.4rem 1rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  font-weight: 800;
`;

const Phases = styled.ol<{ $count: number; $phoneLayout: PhoneLayout }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 4, min: '260px' })}
  ${({ $phoneLayout }) => slidingRow($phoneLayout)}
`;

// One rule set for every phase; its colour comes in a custom property, so a page with three
// phases ships these declarations once, not once per colour. The phase's number in a disc of its
// colour leads the card, as the service pages' steps do, on a card rounded as every other: a
// colour bar across a square top was the one card of its shape on the site (review 66B).
const Phase = styled.li`
  display: grid;
  align-content: start;
  gap: ${space.xs};
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  h3 {
    font-size: 1.5rem;
  }
  h4 {
    margin-top: ${space.xs};
    font-size: 0.9rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }
  ul {
    ${dotList}
  }
`;

const Step = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: ${space.xs};
  > span {
    ${yellowDisc('2.5rem')}
    background: var(--phase);
    color: ${palette.black};
  }
`;

const Duration = styled.p`
  font-weight: 700;
  font-size: 0.9rem;
`;

export default function Timeline({
  eyebrow,
  title,
  intro,
  summary,
  labels,
  phoneLayout,
  phases,
}: BlockProps<'timeline'>) {
  return (
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      {summary && (
        <Summary>
          <KeepRanges text={summary} />
        </Summary>
      )}
      <Phases
        $count={phases.length}
        $phoneLayout={phoneLayout}
        {...slidingRowProps(phoneLayout, title)}
      >
        {phases.map((phase, index) => (
          <Phase
            key={phase.id}
            style={{ '--phase': tones[phase.tone] } as CSSProperties}
            data-phase={phase.id}
          >
            <Step>
              <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
              <Duration>
                <KeepRanges text={phase.duration} />
              </Duration>
            </Step>
            <h3>{phase.title}</h3>
            <p>{phase.subtitle}</p>
            <h4>{labels.deliverables}</h4>
            <ul>
              {phase.deliverables.map((item) => (
                <li key={item}>
                  <KeepRanges text={item} />
                </li>
              ))}
            </ul>
            <h4>{labels.outcomes}</h4>
            <ul>
              {phase.outcomes.map((item) => (
                <li key={item}>
                  <KeepRanges text={item} />
                </li>
              ))}
            </ul>
          </Phase>
        ))}
      </Phases>
    </Container>
  );
}
