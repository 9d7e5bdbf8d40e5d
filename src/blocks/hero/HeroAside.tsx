import styled from '@emotion/styled';
import type { HeroBlock } from '../../content/types.generated';
import { color, radius, space } from '../../theme/tokens';

const Aside = styled.aside`
  display: grid;
  gap: ${space.md};
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  h2 {
    margin-bottom: ${space.sm};
    font-size: 1rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }
`;

const Indicators = styled.dl`
  margin: 0;
  display: grid;
  gap: ${space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  div:last-of-type:nth-of-type(odd) {
    grid-column: 1 / -1;
  }
  dt {
    font-size: clamp(1.3rem, 5vw, 1.75rem);
    font-weight: 800;
    line-height: 1.1;
    white-space: nowrap;
  }
  dd {
    margin: 0;
    color: ${color.textMuted};
    font-size: 0.9rem;
  }
`;

const Checklist = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    gap: 0.5rem;
  }
  li::before {
    content: '✓';
    font-weight: 800;
  }
`;

type AsideProps = Pick<HeroBlock, 'indicators' | 'checklist'>;

/** The key-indicators card and the list beside the headline. */
export function HeroAside({ indicators, checklist }: AsideProps) {
  return (
    <Aside>
      {indicators && (
        <div>
          <h2>{indicators.title}</h2>
          <Indicators>
            {indicators.items.map((item) => (
              <div key={item.label}>
                <dt>{item.value}</dt>
                <dd>{item.label}</dd>
              </div>
            ))}
          </Indicators>
        </div>
      )}
      {checklist && (
        <div>
          <h2>{checklist.title}</h2>
          <Checklist>
            {checklist.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Checklist>
        </div>
      )}
    </Aside>
  );
}
