import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { color, space } from '../../theme/tokens';
import { balancedGrid } from '../../ui/balancedGrid';
import { cardSurface, plainList } from '../../ui/surfaces';
import { KeepRanges } from '../../ui/KeepRanges';

const Group = styled.div`
  & + & {
    margin-top: ${space.lg};
  }
  > h3 {
    margin-bottom: ${space.sm};
    font-size: 1.35rem;
  }
`;

const CardGrid = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 4, min: '240px' })}
  /* Title, text and highlight take the row's tracks (subgrid): across a row the texts start on
     one line and the highlights' rules line up, whatever wraps. */
  li {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
    row-gap: ${space.xs};
    padding: ${space.md};
    ${cardSurface}
  }
  h3,
  h4 {
    font-size: 1.1rem;
  }
  p {
    color: ${color.textMuted};
  }
`;

// The card's foot, over a rule, as the case cards show their figure: a long one wraps as text (as
// a yellow pill it turned into a box beside one-line pills).
const Highlight = styled.strong`
  /* At least this far under the row's longest text (it had ended 10 px above the rule). */
  margin-top: ${space.sm};
  padding-top: ${space.xs};
  border-top: 1px solid ${color.border};
  font-size: 0.9rem;
`;

const List = styled.dl<{ $count: number }>`
  margin: 0;
  ${({ $count }) => balancedGrid($count, { max: 4, min: '240px', gap: space.md })}
  /* The rule hugs its own text, not the row's tallest item. */
  div {
    align-self: start;
    padding-left: ${space.sm};
    border-left: 3px solid ${color.primary};
  }
  dt {
    font-weight: 800;
  }
  dd {
    margin: 0;
    color: ${color.textMuted};
  }
`;

export default function Groups({ eyebrow, title, intro, groups }: BlockProps<'groups'>) {
  return (
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      {/* A lone group needs no title of its own: the section's says it ('Principios' alone
          under 'Cómo pensamos y trabajamos': review 66B). Its items' titles then come next in
          the outline. */}
      {groups.map((group, index) => (
        <Group key={group.title ?? index}>
          {group.title && <h3>{group.title}</h3>}
          {group.style === 'list' ? (
            <List $count={group.items.length}>
              {group.items.map((item) => (
                <div key={item.title}>
                  <dt>{item.title}</dt>
                  <dd>
                    <KeepRanges text={item.text} />
                  </dd>
                </div>
              ))}
            </List>
          ) : (
            <CardGrid $count={group.items.length}>
              {group.items.map((item) => (
                <li key={item.title}>
                  {group.title ? <h4>{item.title}</h4> : <h3>{item.title}</h3>}
                  <p>
                    <KeepRanges text={item.text} />
                  </p>
                  {item.highlight && <Highlight>{item.highlight}</Highlight>}
                </li>
              ))}
            </CardGrid>
          )}
        </Group>
      ))}
    </Container>
  );
}
