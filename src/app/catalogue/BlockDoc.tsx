// One block's documentation in the catalogue: what it is for, its fields (from its schema) and
// a JSON snippet to copy into a page's "sections". Its rendered example follows it on the page.
import styled from '@emotion/styled';
import type { CatalogueEntry } from '../../content/catalogue';
import { catalogueGroups } from '../../content/catalogueGroups';
import { copyTargetAttr } from '../../islands/catalogueProtocol';
import { secondaryButton } from '../../ui/buttonStyles';
import { Container } from '../../ui/Container';
import { color, font, navbarHeight, radius, space } from '../../theme/tokens';
import { FieldTable } from './FieldTable';

const Doc = styled.section`
  scroll-margin-top: ${navbarHeight};
  padding-block: ${space.xl} ${space.md};
  border-top: 4px solid ${color.primary};
  background: ${color.bgAlt};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${space.xs} ${space.md};
  }
  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  h2 code {
    display: block;
    margin-top: 0.25rem;
    font-family: ${font.mono};
    font-size: 0.9rem;
    font-weight: 400;
    color: ${color.textMuted};
  }
  .shelf {
    margin: 0;
    font-size: 0.875rem;
    color: ${color.textMuted};
  }
  .shelf a {
    color: ${color.text};
  }
  .no-fields {
    max-width: 70ch;
    padding: ${space.sm};
    border-radius: ${radius.sm};
    background: ${color.bg};
  }
  .purpose {
    max-width: 70ch;
    margin-block: ${space.sm};
  }
  details {
    margin-block: ${space.md};
  }
  summary {
    cursor: pointer;
    font-weight: 700;
    min-height: 24px;
  }
  pre {
    overflow-x: auto;
    margin-block: ${space.sm};
    padding: ${space.sm};
    border-radius: ${radius.sm};
    border: 1px solid ${color.border};
    background: ${color.bg};
    font-family: ${font.mono};
    font-size: 0.8125rem;
  }
  button {
    ${secondaryButton}
  }
  .example {
    margin: ${space.md} 0 0;
    font-size: 0.8125rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${color.textMuted};
  }
`;

export function BlockDoc({ entry }: { entry: CatalogueEntry }) {
  const snippetId = `snippet-${entry.type}`;
  const shelf = catalogueGroups.find(({ id }) => id === entry.group);
  const examples = entry.examples.length;
  return (
    <Doc id={entry.type} data-catalogue-block={entry.type} aria-labelledby={`doc-${entry.type}`}>
      <Container>
        <header>
          <h2 id={`doc-${entry.type}`}>
            {entry.title} <code>"type": "{entry.type}"</code>
          </h2>
          <p className="shelf">
            {shelf?.title} · <a href="#indice">volver al índice</a>
          </p>
        </header>
        <p className="purpose">{entry.description}</p>
        {entry.fields.length > 0 ? (
          <FieldTable fields={entry.fields} caption={`Campos del bloque ${entry.title}`} />
        ) : (
          <p className="no-fields">
            No tiene campos propios (solo los <a href="#campos-comunes">de todos los bloques</a>):
            muestra la entrada de la colección que corresponde a la página.
          </p>
        )}
        <details>
          <summary>JSON de ejemplo</summary>
          <pre id={snippetId}>{JSON.stringify(entry.snippets[0] ?? {}, null, 2)}</pre>
          <button type="button" {...{ [copyTargetAttr]: snippetId }}>
            Copiar JSON
          </button>
        </details>
        <p className="example">
          {examples > 1 ? `Así se ven sus ${examples} ejemplos` : 'Así se ve'}
        </p>
      </Container>
    </Doc>
  );
}
