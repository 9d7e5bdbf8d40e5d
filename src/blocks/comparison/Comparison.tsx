// A real table on wide screens; on phones each row becomes a card whose cells carry their
// column name (data-label), so nothing scrolls sideways.
import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { breakpoint, color, palette, radius, space } from '../../theme/tokens';
import { cardSurface, inDarkTheme } from '../../ui/surfaces';
import { visuallyHidden } from '../../theme/visuallyHidden';

const highlightTint = `color-mix(in srgb, ${palette.yellow500} 10%, transparent)`;
const sides = `inset 2px 0 0 ${color.primary}, inset -2px 0 0 ${color.primary}`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  overflow: hidden;
  background: ${color.surface};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${space.sm} ${space.md};
    border-bottom: 1px solid ${color.border};
  }
  thead th {
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  tbody th {
    font-weight: 700;
  }
  /* The table's last row has no rule (the frame closes it); the heading row keeps its own. */
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  /* The recommended column, framed in yellow in both themes: a bar over its heading, rules at
     its sides, closed under the last row (open at the foot, the box looked unfinished: 68B).
     On a yellow tint in the light theme; on dark grey a yellow tint turns khaki (design review
     8), so there it is a lighter grey. The light theme had the bar and the tint alone, the dark
     one the frame: two treatments of one table (review 93O). Full strength: at 60% the rules
     blended into the grey as olive (review 10), and 1 px wide the column barely stood out
     (review 57D). */
  .highlight {
    background: ${highlightTint};
    font-weight: 600;
    box-shadow: ${sides};
  }
  thead .highlight {
    box-shadow:
      inset 0 4px 0 ${color.primary},
      ${sides};
  }
  ${breakpoint.wide} {
    tbody tr:last-child .highlight {
      box-shadow:
        inset 0 -2px 0 ${color.primary},
        ${sides};
    }
  }
  ${breakpoint.mobile} {
    &[data-options='3'] .highlight {
      box-shadow: inset 3px 0 0 ${color.primary};
    }
    /* Between the aspects' lines the side rules read as broken bars: the tint and the bar over
       the heading mark the column. */
    &[data-options='2'] tbody .highlight {
      box-shadow: none;
    }
    &[data-options='2'] thead .highlight {
      box-shadow: inset 0 4px 0 ${color.primary};
    }
  }
  ${inDarkTheme(`
    .highlight {
      background: rgb(255 255 255 / 0.08);
    }
  `)}
  .badge {
    display: inline-block;
    margin-left: ${space.xs};
    padding: 0.1rem 0.5rem;
    border-radius: 999px;
    background: ${color.primary};
    color: ${color.onPrimary};
    font-size: 0.7rem;
    letter-spacing: 0.04em;
    vertical-align: 0.1em;
    white-space: nowrap;
  }
  /* Three options: each row a card of its options under their names. */
  ${breakpoint.mobile} {
    &[data-options='3'] {
      border: 0;
      background: none;
      thead {
        ${visuallyHidden}
      }
      tbody,
      tr,
      th,
      td {
        display: block;
      }
      tr {
        margin-bottom: ${space.sm};
        ${cardSurface}
        overflow: hidden;
      }
      td::before {
        content: attr(data-label);
        display: block;
        font-size: 0.75rem;
        font-weight: 700;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: ${color.textMuted};
      }
      /* The first card says the column is the recommended one; the next ones name it only, with
         its bar and tint: five "· Recomendada" in a row read as padding (design review 12). */
      tr:not(:first-of-type) > td[data-column]::before {
        content: attr(data-column);
      }
      tr > *,
      tr:last-child > * {
        border-bottom: 1px solid ${color.border};
      }
      tr > :last-child {
        border-bottom: 0;
      }
      .highlight {
        box-shadow: inset 3px 0 0 ${color.primary};
      }
    }
    /* Two options stay one table of two columns, each row's aspect a line across both: as
       cards, a label over every value, six rows ran to 1,860 px (review 70A); so, 800. */
    &[data-options='2'] {
      tr {
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
      thead th:first-of-type {
        ${visuallyHidden}
      }
      thead th {
        font-size: 0.75rem;
      }
      /* Under its column's name when the two do not fit a line, not indented by its gap. */
      .badge {
        display: table;
        margin: 0.25rem 0 0;
      }
      th,
      td {
        padding: 0.75rem ${space.sm};
      }
      tbody th {
        grid-column: 1 / -1;
        padding-bottom: 0.25rem;
        border-bottom: 0;
        font-size: 0.75rem;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: ${color.textMuted};
      }
      tbody td {
        padding-top: 0.25rem;
        font-size: 0.9375rem;
        line-height: 1.45;
      }
      tbody tr:not(:last-child) > td {
        border-bottom: 1px solid ${color.border};
      }
      /* The recommended column's tint runs under its values and its heading; the aspect's line
         above them is the table's ground. */
      tbody th {
        background: ${color.surface};
      }
    }
  }
`;

export default function Comparison({
  eyebrow,
  title,
  intro,
  aspectLabel,
  highlightLabel,
  columns,
  rows,
}: BlockProps<'comparison'>) {
  return (
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <Table data-options={columns.length}>
        <thead>
          <tr>
            <th scope="col">{aspectLabel}</th>
            {columns.map((column) => (
              <th
                scope="col"
                key={column.label}
                className={column.highlight ? 'highlight' : undefined}
              >
                {column.label}
                {column.highlight && (
                  <>
                    {' '}
                    <span className="badge">{highlightLabel}</span>
                  </>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.aspect}>
              <th scope="row">{row.aspect}</th>
              {row.values.map((value, index) => {
                const column = columns[index];
                const highlighted = column?.highlight === true;
                return (
                  <td
                    key={column?.label ?? index}
                    data-label={
                      highlighted ? `${column?.label} · ${highlightLabel}` : column?.label
                    }
                    data-column={highlighted ? column?.label : undefined}
                    className={highlighted ? 'highlight' : undefined}
                  >
                    {value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Container>
  );
}
