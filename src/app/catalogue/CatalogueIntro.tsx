// The top of the block catalogue: what it is, a search box, the index shelf by shelf, the fields
// every block has and the icon gallery. Without JavaScript the index is a plain list of links.
import styled from '@emotion/styled';
import type { Catalogue } from '../../content/catalogue';
import { catalogueGroups } from '../../content/catalogueGroups';
import { catalogueAttr } from '../../islands/catalogueProtocol';
import { Container } from '../../ui/Container';
import { color, navbarHeight, space } from '../../theme/tokens';
import { BlockIndex } from './BlockIndex';
import { FieldTable } from './FieldTable';
import { IconGallery } from './IconGallery';

const Intro = styled.div`
  padding-block: ${space.lg} ${space.xl};
  h1 {
    margin: 0 0 ${space.sm};
    font-size: clamp(2rem, 6vw, 3.25rem);
    line-height: 1.1;
  }
  .lead {
    max-width: 65ch;
    margin: 0 0 ${space.md};
    font-size: 1.0625rem;
    color: ${color.textMuted};
  }
  .lead a {
    color: ${color.text};
  }
  h2 {
    scroll-margin-top: ${navbarHeight};
  }
  > div > section {
    margin-top: ${space.xl};
    scroll-margin-top: ${navbarHeight};
  }
  > div > section > h2 {
    margin: 0 0 ${space.xs};
    font-size: 1.5rem;
  }
  > div > section > p {
    max-width: 65ch;
    margin: 0 0 ${space.sm};
    color: ${color.textMuted};
  }
`;

export function CatalogueIntro({ entries, common, icons }: Catalogue) {
  return (
    <Intro {...{ [catalogueAttr]: '' }}>
      <Container>
        <h1>Catálogo de bloques</h1>
        <p className="lead">
          Cada página es una lista de bloques en su campo <code>sections</code>. Aquí está cada uno
          de los {entries.length}: para qué sirve, sus campos, un JSON para copiar y cómo se ve. La
          guía paso a paso está en <code>docs/marketing.md</code>; antes de publicar, revisa
          títulos, descripciones y avisos de cada página en <a href="/_paginas">/_paginas</a>.
        </p>
        <BlockIndex entries={entries} groups={catalogueGroups} />
        <section id="campos-comunes" aria-labelledby="campos-comunes-titulo">
          <h2 id="campos-comunes-titulo">Campos de todos los bloques</h2>
          <p>Cualquier bloque acepta además estos campos; no se repiten en cada tabla.</p>
          <FieldTable fields={common} caption="Campos comunes a todos los bloques" />
        </section>
        <section id="iconos" aria-labelledby="iconos-titulo">
          <h2 id="iconos-titulo">Íconos</h2>
          <p>
            Los campos <code>icon</code> aceptan uno de estos nombres, escrito tal cual (por ejemplo{' '}
            <code>"icon": "rocket"</code>).
          </p>
          <IconGallery names={icons} />
        </section>
      </Container>
    </Intro>
  );
}
