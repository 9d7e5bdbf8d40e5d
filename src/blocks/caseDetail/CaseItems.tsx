// The card grid shared by challenges, solution and related cases, and the results as stats.
import styled from '@emotion/styled';
import { balancedGrid } from '../../ui/balancedGrid';
import { Stat, StatList } from '../../ui/Stat';
import { color, space } from '../../theme/tokens';
import { cardSurface, plainList, yellowSquare } from '../../ui/surfaces';
import { AltBand, DarkBand } from '../../ui/Band';

// Three cards fill three columns; never three of four with the fourth left empty.
export const Items = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 4, min: '260px' })}
  /* Each card reads top down, its title on the card's top edge and its text right under it.
     Subgrid rows lined the texts up instead, which left a one-line title either floating under
     a gap (review 10) or sunk 20 px below its neighbours' (review 14). */
  > li {
    display: grid;
    align-content: start;
    /* 12 px: at 8 a two-line title all but touched its text (design review 10b). */
    row-gap: 0.75rem;
    padding: ${space.md};
    ${cardSurface}
  }
  h3 {
    font-size: 1.15rem;
  }
  p {
    color: ${color.textMuted};
  }
`;

// The challenges and the solution were two identical grids of three cards back to back (design
// review 17): the challenges read as notes on a rule, and the solution as cards numbered in the
// brand's yellow, the parts of what was built.
const Challenges = styled(Items)`
  > li {
    padding: ${space.sm} 0 0;
    border: 0;
    border-top: 2px solid ${color.border};
    border-radius: 0;
    background: none;
  }
`;

const ItemNumber = styled.span`
  ${yellowSquare('2rem')}
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;

/** A solution part's number, 01, 02…, in the brand's yellow square. */
/** A part's number as the page writes it: 01, 02... */
export const partLabel = (number: number) => String(number).padStart(2, '0');

export function PartNumber({ number }: { number: number }) {
  return <ItemNumber aria-hidden="true">{partLabel(number)}</ItemNumber>;
}

interface Props {
  /** The heading's id, an anchor other pages link to. */
  id: string;
  title: string;
  items: { title: string; description: string }[];
  /** The challenges as notes on a rule; the solution as numbered cards on a grey band. */
  kind: 'challenges' | 'solution';
}

/** A titled section of items, each a title and a description. */
export function ItemsSection({ id, title, items, kind }: Props) {
  const solution = kind === 'solution';
  const Root = solution ? AltBand : 'section';
  const List = solution ? Items : Challenges;
  return (
    <Root aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <List $count={items.length}>
        {items.map((item, index) => (
          <li key={item.title}>
            {solution && <PartNumber number={index + 1} />}
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </List>
    </Root>
  );
}

/** The page's climax: figures a size above the site's other stats (40 px read small for a
 *  results band: review 89B). */
const ResultsBand = styled(DarkBand)`
  /* Doubled: the stat's own size rule is as specific. */
  && [data-stat] [data-stat-value] {
    font-size: clamp(2.25rem, 5vw, 3.25rem);
  }
`;

interface ResultsProps {
  title: string;
  results: { title: string; metrics: string; description: string }[];
}

/** The results: each metric as a stat, its title as the label and its description beneath, on
 *  the dark band: the figures are what a reader came for. */
export function ResultsSection({ title, results }: ResultsProps) {
  return (
    <ResultsBand aria-labelledby="resultados">
      <h2 id="resultados">{title}</h2>
      <StatList count={results.length} max={4} min="220px">
        {results.map((result) => (
          <Stat
            key={result.title}
            frame="card"
            size="lg"
            label={result.title}
            value={result.metrics}
            detail={result.description}
          />
        ))}
      </StatList>
    </ResultsBand>
  );
}
