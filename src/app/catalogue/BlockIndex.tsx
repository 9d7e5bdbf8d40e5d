// The catalogue's index: one card per shelf (portada, cifras, formularios…) listing its blocks,
// each a link to its #type anchor. A search box, shown only when the catalogue's script runs,
// narrows the list as one types; without JavaScript the index stays a plain list.
import styled from '@emotion/styled';
import type { CatalogueEntry, FieldDoc } from '../../content/catalogue';
import type { catalogueGroups } from '../../content/catalogueGroups';
import {
  searchAttr,
  searchGroupAttr,
  searchStatusAttr,
  searchTextAttr,
  searchable,
} from '../../islands/catalogueProtocol';
import { color, font, radius, space } from '../../theme/tokens';

const Search = styled.div`
  display: grid;
  gap: 0.375rem;
  max-width: 32rem;
  margin-bottom: ${space.md};
  &[hidden] {
    display: none;
  }
  label {
    font-weight: 700;
  }
  input {
    min-height: 48px;
    padding: 0.5rem 1rem;
    border: 2px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
  }
  input:focus-visible {
    outline: 3px solid ${color.text};
    outline-offset: 2px;
    border-color: ${color.primary};
  }
  p {
    margin: 0;
    min-height: 1.5em;
    font-size: 0.875rem;
    color: ${color.textMuted};
  }
`;

// Columns rather than a grid: shelves of different lengths pack without gaps.
const Shelves = styled.div`
  columns: 17rem;
  column-gap: ${space.sm};
  section {
    break-inside: avoid;
    margin-bottom: ${space.sm};
    padding: ${space.sm} ${space.sm} ${space.xs};
    border: 1px solid ${color.border};
    border-top: 4px solid ${color.primary};
    border-radius: ${radius.md};
    background: ${color.surface};
  }
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  section > p {
    margin: 0.25rem 0 ${space.xs};
    font-size: 0.875rem;
    color: ${color.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: grid;
    min-height: 44px;
    padding: 0.5rem 0;
    border-top: 1px solid ${color.border};
    color: ${color.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover span,
  a:focus-visible span {
    text-decoration: underline;
  }
  code {
    font-family: ${font.mono};
    font-size: 0.8125rem;
    font-weight: 400;
    color: ${color.textMuted};
  }
`;

const fieldNames = (fields: FieldDoc[] = []): string[] =>
  fields.flatMap((field) => [field.name, ...fieldNames(field.fields)]);

type Groups = typeof catalogueGroups;

export function BlockIndex({ entries, groups }: { entries: CatalogueEntry[]; groups: Groups }) {
  return (
    <nav id="indice" aria-labelledby="indice-titulo">
      <h2 id="indice-titulo" className="visually-hidden">
        Índice de bloques
      </h2>
      <Search {...{ [searchAttr]: '' }} hidden>
        <label htmlFor="buscar-bloque">Buscar un bloque</label>
        <input
          id="buscar-bloque"
          type="search"
          autoComplete="off"
          placeholder="Por ejemplo: preguntas, mapa, decimals, formulario"
        />
        <p role="status" {...{ [searchStatusAttr]: '' }} />
      </Search>
      <Shelves>
        {groups.map((group) => {
          const blocks = entries.filter((entry) => entry.group === group.id);
          return (
            <section
              key={group.id}
              aria-labelledby={`estante-${group.id}`}
              {...{ [searchGroupAttr]: '' }}
            >
              <h3 id={`estante-${group.id}`}>{group.title}</h3>
              <p>{group.purpose}</p>
              <ul>
                {blocks.map((entry) => (
                  <li
                    key={entry.type}
                    {...{
                      [searchTextAttr]: searchable(
                        [
                          entry.type,
                          entry.title,
                          group.title,
                          entry.description,
                          ...fieldNames(entry.fields),
                        ].join(' '),
                      ),
                    }}
                  >
                    <a href={`#${entry.type}`}>
                      <span>{entry.title}</span>
                      <code>{entry.type}</code>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </Shelves>
    </nav>
  );
}
