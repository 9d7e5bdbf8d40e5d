// A block's fields in two columns that fit a phone: the field (name, kind, required) and what it
// is (description, accepted values, default). The fields of the objects a field holds (each faq
// item's question and answer) follow in a nested table under it.
import styled from '@emotion/styled';
import { Fragment } from 'react';
import type { FieldDoc } from '../../content/catalogue';
import { color, font, radius, space } from '../../theme/tokens';

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: 0.9375rem;
  line-height: 1.5;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.625rem 0.5rem;
    border-bottom: 1px solid ${color.border};
  }
  thead th {
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${color.textMuted};
  }
  /* A fixed layout takes column widths from the header: a third on a phone, 13rem on wider
     screens, where a third would leave the descriptions squeezed. */
  thead th:first-of-type {
    width: 34%;
    @media (min-width: 720px) {
      width: 13rem;
    }
  }
  th[scope='row'] {
    font-weight: 400;
  }
  td p {
    margin: 0;
  }
  td p + p {
    margin-top: 0.375rem;
  }
  code {
    font-family: ${font.mono};
    font-size: 0.875em;
    overflow-wrap: anywhere;
  }
  th[scope='row'] > code {
    font-weight: 700;
  }
`;

const Kind = styled.span`
  display: block;
  margin-top: 0.125rem;
  font-size: 0.8125rem;
  color: ${color.textMuted};
`;

const Required = styled.strong`
  display: inline-block;
  margin-top: 0.25rem;
  padding: 0 0.5rem;
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: 0.75rem;
`;

const Values = styled.span`
  code {
    display: inline-block;
    margin: 0.125rem 0.25rem 0.125rem 0;
    padding: 0 0.375rem;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
  }
`;

const Nested = styled.td`
  && {
    padding: 0 0 ${space.sm} ${space.sm};
  }
  > div {
    border-left: 3px solid ${color.primary};
    padding-left: ${space.sm};
  }
  > div > p {
    margin: ${space.xs} 0 0;
    font-size: 0.875rem;
    font-weight: 700;
  }
`;

/** A value as written in JSON, but a blank one named, so it does not look like nothing. */
const shown = (value: string) => (value.trim() === '' ? `"${value}" (espacio)` : value);

function Row({ field }: { field: FieldDoc }) {
  return (
    <tr>
      <th scope="row">
        <code>{field.name}</code>
        <Kind>{field.kind}</Kind>
        {field.required && <Required>obligatorio</Required>}
      </th>
      <td>
        <p>{field.description}</p>
        {field.values && (
          <p>
            <Values>
              Valores:{' '}
              {field.values.map((value) => (
                <code key={value}>{shown(value)}</code>
              ))}
            </Values>
          </p>
        )}
        {field.icon && (
          <p>
            Un nombre de la <a href="#iconos">galería de íconos</a>.
          </p>
        )}
        {field.defaultValue !== undefined && (
          <p>
            Si no se escribe: <code>{shown(field.defaultValue)}</code>
          </p>
        )}
      </td>
    </tr>
  );
}

export function FieldTable({ fields, caption }: { fields: FieldDoc[]; caption: string }) {
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Campo</th>
          <th scope="col">Qué es</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <Fragment key={field.name}>
            <Row field={field} />
            {field.fields && (
              <tr>
                <Nested colSpan={2}>
                  <div>
                    <p>
                      {field.kind.startsWith('lista')
                        ? `Cada elemento de ${field.name}`
                        : `Dentro de ${field.name}`}
                      {field.itemTitle ? ` (${field.itemTitle.toLowerCase()})` : ''}:
                    </p>
                    <FieldTable
                      fields={field.fields}
                      caption={`Campos de cada elemento de ${field.name}`}
                    />
                  </div>
                </Nested>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </Table>
  );
}
