import styled from '@emotion/styled';
import type { HeroBlock } from '../../content/types.generated';
import { color, radius, space } from '../../theme/tokens';
import { Stat, StatList } from '../../ui/Stat';

const Aside = styled.aside`
  display: grid;
  gap: ${space.md};
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  /* The size and tracking of the section labels below it (at 16 px it read as another kind of
     label: review 81B). */
  h2 {
    margin-bottom: ${space.sm};
    font-size: 0.85rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }
  /* The list under the figures in sentence case, a rule between them: a second heading in
     capitals wrapped to two tight lines and the card read as a form (review 66B). */
  > div + div {
    padding-top: ${space.md};
    border-top: 1px solid ${color.border};
  }
  > div + div h2 {
    margin-bottom: 0.75rem;
    font-size: 1.125rem;
    letter-spacing: -0.01em;
    text-transform: none;
    color: ${color.text};
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
  /* A check in the accent, drawn with two borders: a '✓' character is not in the web font, and
     looking it up in the system's fonts cost the page's first layout about 14 ms (a third of
     it) before the first paint on a phone. */
  li::before {
    content: '';
    flex: none;
    width: 0.3em;
    height: 0.6em;
    margin: 0.3em 0.35em 0 0.2em;
    border: solid ${color.accentText};
    border-width: 0 0.17em 0.17em 0;
    transform: rotate(45deg);
  }
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
          <StatList count={indicators.items.length} max={2} min="120px">
            {indicators.items.map((item) => (
              <Stat key={item.label} label={item.label} value={item.value} />
            ))}
          </StatList>
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
