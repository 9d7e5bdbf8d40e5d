// A case's or a project's measurable results as tiles: the figure, then what it measures. One
// component for the case dialog and the project dialog. On a narrow sheet (a phone) the figures
// stand in one row, each over its label, parted by hairlines: a bordered tile a row took 230 px
// before the story's tabs (reviews 65C, 66B); four make two rows of two.
import styled from '@emotion/styled';
import type { Metric } from '../content/types.generated';
import { color, radius, space } from '../theme/tokens';
import { FigureText } from './FigureText';
import { plainList } from './surfaces';

const Tiles = styled.ul<{ $columns: number }>`
  ${plainList}
  display: grid;
  /* A figure keeps to one line ('12 semanas' broke in two and the row lost its line): its column
     grows to hold it, the others share the rest. */
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(min-content, 1fr));
  row-gap: ${space.sm};
  padding-block: ${space.sm};
  border-block: 1px solid ${color.border};
  li {
    display: grid;
    align-content: start;
    gap: 0.25rem;
    padding-inline: 0.75rem;
    border-left: 1px solid ${color.border};
  }
  li:nth-of-type(${({ $columns }) => $columns}n + 1) {
    padding-left: 0;
    border-left: 0;
  }
  strong {
    font-size: 1.25rem;
    line-height: 1.1;
    letter-spacing: -0.02em;
    color: ${color.accentText};
    white-space: nowrap;
  }
  span {
    font-size: 0.8125rem;
    line-height: 1.4;
    color: ${color.textMuted};
  }
  @container (min-width: 520px) {
    grid-template-columns: repeat(auto-fit, minmax(min(170px, 100%), 1fr));
    gap: ${space.xs};
    padding-block: 0;
    border-block: 0;
    li,
    li:nth-of-type(n) {
      padding: ${space.sm};
      border: 1px solid ${color.border};
      border-radius: ${radius.md};
    }
    strong {
      font-size: 1.75rem;
    }
    span {
      font-size: 0.9rem;
    }
  }
`;

export function MetricTiles({ metrics }: { metrics: readonly Metric[] }) {
  return (
    <Tiles $columns={metrics.length === 3 ? 3 : 2}>
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
