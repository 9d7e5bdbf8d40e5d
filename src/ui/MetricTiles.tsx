// A case's or a project's measurable results as tiles: the figure, then what it measures. One
// component for the case dialog and the project dialog; on a narrow sheet (a phone) each tile is
// one row, figure and label side by side on a shared column, so the labels align.
import styled from '@emotion/styled';
import type { Metric } from '../content/types.generated';
import { color, radius, space } from '../theme/tokens';
import { FigureText } from './FigureText';
import { plainList } from './surfaces';

const Tiles = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: fit-content(45%) minmax(0, 1fr);
  gap: ${space.xs};
  li {
    display: grid;
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
    align-items: baseline;
    gap: ${space.sm};
    padding: 0.75rem ${space.sm};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
  }
  strong {
    font-size: 1.5rem;
    line-height: 1.1;
    letter-spacing: -0.02em;
    color: ${color.accentText};
  }
  span {
    font-size: 0.9rem;
    color: ${color.textMuted};
  }
  @container (min-width: 520px) {
    grid-template-columns: repeat(auto-fit, minmax(min(170px, 100%), 1fr));
    li {
      grid-column: auto;
      grid-template-columns: minmax(0, 1fr);
      align-content: start;
      gap: 0.25rem;
      padding: ${space.sm};
    }
    strong {
      font-size: 1.75rem;
    }
  }
`;

export function MetricTiles({ metrics }: { metrics: readonly Metric[] }) {
  return (
    <Tiles>
      {metrics.map((metric) => (
        <li key={metric.label}>
          <strong>
            <FigureText text={metric.value} />
          </strong>
          <span>{metric.label}</span>
        </li>
      ))}
    </Tiles>
  );
}
