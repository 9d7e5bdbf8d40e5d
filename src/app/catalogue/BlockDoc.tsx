// One block's documentation in the catalogue: what it is for, its fields (from its schema) and
// a JSON snippet to copy into a page's "sections".
import styled from '@emotion/styled';
import type { CatalogueEntry } from '../../content/catalogue';
import { secondaryButton } from '../../ui/buttonStyles';
import { Container } from '../../ui/Container';
import { color, font, radius, space } from '../../theme/tokens';
import { copyTargetAttr } from '../../lib/pageAttributes';

const Doc = styled.section`
  padding-block: ${space.xl} ${space.md};
  border-top: 4px solid ${color.primary};
  background: ${color.bgAlt};
  h2 {
    font-size: 1.75rem;
  }
  code,
  pre {
    font-family: ${font.mono};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.875rem;
    margin-block: ${space.md};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem;
    border-bottom: 1px solid ${color.border};
  }
  pre {
    overflow-x: auto;
    padding: ${space.sm};
    border-radius: ${radius.sm};
    background: ${color.bg};
    font-size: 0.8125rem;
  }
  button {
    ${secondaryButton}
  }
  .table-wrap {
    overflow-x: auto;
  }
`;

export function BlockDoc({ entry }: { entry: CatalogueEntry }) {
  const snippetId = `snippet-${entry.type}`;
  return (
    <Doc data-catalogue-block={entry.type} aria-labelledby={`doc-${entry.type}`}>
      <Container>
        <h2 id={`doc-${entry.type}`}>
          {entry.title} <code>"type": "{entry.type}"</code>
        </h2>
        <p>{entry.description}</p>
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Campo</th>
                <th scope="col">Tipo</th>
                <th scope="col">Obligatorio</th>
                <th scope="col">Descripción</th>
              </tr>
            </thead>
            <tbody>
              {entry.fields.map((field) => (
                <tr key={field.name}>
                  <td>
                    <code>{field.name}</code>
                  </td>
                  <td>{field.type}</td>
                  <td>{field.required ? 'sí' : 'no'}</td>
                  <td>{field.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <details>
          <summary>JSON de ejemplo</summary>
          <pre id={snippetId}>{JSON.stringify(entry.snippets[0] ?? {}, null, 2)}</pre>
          <button type="button" {...{ [copyTargetAttr]: snippetId }}>
            Copiar JSON
          </button>
        </details>
        <p>Así se ve:</p>
      </Container>
    </Doc>
  );
}
