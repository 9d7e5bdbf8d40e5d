// The page report (/_paginas) as one self-contained HTML document: every page of the site in
// one table, each with its Google result and its social card as they will look. Images are
// embedded, so the file can be opened on its own (a CI artifact) as well as served.
import type { Problem } from '../../../src/content/validate';
import type { PageRow } from './collect';
import { reportCss } from './reportStyles';
import { descriptionLimit, titleLimit, type FittedText } from './serpText';

export interface ReportProps {
  brand: string;
  siteUrl: string;
  rows: PageRow[];
  /** Warnings about files that are no page (site.json): shown once, above the table. */
  siteWarnings: Problem[];
  /** CSS class of each og:image, by its URL; absent when the file is missing. */
  imageClass: Map<string, string>;
  imageCss: string;
  generated: string;
}

const dateFormat = new Intl.DateTimeFormat('es-CL', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'America/Santiago',
});

const chars = (text: string) => [...text].length;

function Measure({ text, fitted, limit }: { text: string; fitted: FittedText; limit: number }) {
  return (
    <p className={fitted.truncated ? 'measure cut' : 'measure'}>
      {chars(text)} caracteres · {fitted.width} de {limit} px
      {fitted.truncated ? ' · Google lo corta' : ''}
    </p>
  );
}

function Warnings({ list }: { list: Problem[] }) {
  if (list.length === 0) return <p className="ok">Sin avisos</p>;
  return (
    <ul className="warnings">
      {list.map((problem) => (
        <li key={`${problem.file}:${problem.line}:${problem.column}:${problem.message}`}>
          <code>
            {problem.file}:{problem.line}:{problem.column}
          </code>{' '}
          {problem.message} <span className="hint">{problem.hint}</span>
        </li>
      ))}
    </ul>
  );
}

/** A page's path as a link, but a not-found page's as text: it has no URL of its own. */
function PagePath({ path }: { path: string }) {
  return path.endsWith('/404') ? <strong>{path}</strong> : <a href={path}>{path}</a>;
}

function Links({ label, paths }: { label: string; paths: string[] }) {
  return (
    <details className="links">
      <summary>
        {label}: {paths.length}
      </summary>
      {paths.length > 0 && (
        <ul>
          {paths.map((path) => (
            <li key={path}>
              <PagePath path={path} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** The address line of a result: the host, then each path segment after "›". */
const breadcrumbUrl = (siteUrl: string, path: string) =>
  [siteUrl, ...path.split('/').filter(Boolean)].join(' › ');

function Previews({ row, props }: { row: PageRow; props: ReportProps }) {
  const host = new URL(props.siteUrl).host;
  const image = props.imageClass.get(row.card.image);
  return (
    <div className="previews">
      <figure className="serp" data-serp="">
        <figcaption>En Google</figcaption>
        <div className="serp-result">
          <div className="serp-site">
            <span className="serp-icon" aria-hidden="true">
              {props.brand.charAt(0)}
            </span>
            <span>
              <span className="serp-name">{props.brand}</span>
              <cite>{breadcrumbUrl(props.siteUrl, row.path)}</cite>
            </span>
          </div>
          <p className="serp-title">{row.serpTitle.shown}</p>
          <p className="serp-description">{row.serpDescription.shown}</p>
        </div>
      </figure>
      <figure className="card" data-card="">
        <figcaption>Al compartir el enlace</figcaption>
        <div className="card-frame">
          {image ? (
            <div
              className={`card-image ${image}`}
              role="img"
              aria-label={`Imagen para redes: ${row.card.image}`}
            />
          ) : (
            <div className="card-image missing">
              Falta la imagen {row.card.image || '(og:image)'}
            </div>
          )}
          <div className="card-text">
            <span className="card-host">{host}</span>
            <strong className="card-title">{row.card.title}</strong>
            <span className="card-description">{row.card.description}</span>
          </div>
        </div>
      </figure>
    </div>
  );
}

function PageRows({ row, props }: { row: PageRow; props: ReportProps }) {
  return (
    <tbody data-page={row.path}>
      <tr>
        <th scope="row" data-label="Página">
          <PagePath path={row.path} />
          {row.noindex && <span className="badge">noindex · fuera del sitemap</span>}
          {row.files.map((file) => (
            <code key={file} className="file">
              {file}
            </code>
          ))}
        </th>
        <td data-label="Título">
          <p>{row.title}</p>
          <Measure text={row.title} fitted={row.serpTitle} limit={titleLimit.width} />
        </td>
        <td data-label="Descripción">
          <p>{row.description}</p>
          <Measure
            text={row.description}
            fitted={row.serpDescription}
            limit={descriptionLimit.width}
          />
        </td>
        <td data-label="Avisos">
          <Warnings list={row.warnings} />
        </td>
        <td data-label="Enlaces">
          <Links label="Entran" paths={row.linksIn} />
          <Links label="Salen" paths={row.linksOut} />
        </td>
        <td data-label="Modificada">
          {row.modified ? (
            <>
              <time dateTime={row.modified.date}>
                {dateFormat.format(new Date(row.modified.date))}
              </time>
              {!row.modified.committed && <span className="badge">sin commit</span>}
            </>
          ) : (
            '—'
          )}
        </td>
      </tr>
      <tr className="preview-row">
        <td colSpan={6}>
          <Previews row={row} props={props} />
        </td>
      </tr>
    </tbody>
  );
}

export function PageReport(props: ReportProps) {
  const { rows, brand } = props;
  const withWarnings = rows.filter((row) => row.warnings.length > 0).length;
  const cut = rows.filter((row) => row.serpTitle.truncated || row.serpDescription.truncated).length;
  const description = `Cada página de ${brand} con su resultado en Google, su tarjeta al compartir, sus avisos y sus enlaces.`;
  return (
    <html lang="es-CL">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`Páginas del sitio · ${brand}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="description" content={description} />
        <meta property="og:title" content={`Páginas del sitio · ${brand}`} />
        <meta property="og:description" content={description} />
        <meta property="og:image" content={rows[0]?.card.image ?? ''} />
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:image" content={rows[0]?.card.image ?? ''} />
        <style dangerouslySetInnerHTML={{ __html: reportCss + props.imageCss }} />
      </head>
      <body>
        <header className="top">
          <p className="eyebrow">{brand} · revisión antes de publicar</p>
          <h1>Páginas del sitio</h1>
          <p className="summary">
            {rows.length} páginas · {withWarnings} con avisos · {cut} con título o descripción que
            Google corta · generado el {dateFormat.format(new Date(props.generated))}
          </p>
          <p className="help">
            El título y la descripción se miden en píxeles, como los corta Google: unos{' '}
            {titleLimit.width} px para el título y {descriptionLimit.width} px (dos líneas) para la
            descripción. «Entran» y «Salen» cuentan los enlaces del contenido de cada página, sin el
            menú ni el pie. Los avisos son los de <code>npm run validate</code> para los archivos de
            la página.
          </p>
        </header>
        <main>
          {props.siteWarnings.length > 0 && (
            <section className="site-warnings" aria-labelledby="avisos-sitio">
              <h2 id="avisos-sitio">Avisos de otros archivos (site.json, entradas sin página)</h2>
              <Warnings list={props.siteWarnings} />
            </section>
          )}
          <table>
            <caption className="visually-hidden">
              Cada página con su título, descripción, avisos, enlaces y fecha de modificación
            </caption>
            <thead>
              <tr>
                <th scope="col">Página</th>
                <th scope="col">Título</th>
                <th scope="col">Descripción</th>
                <th scope="col">Avisos</th>
                <th scope="col">Enlaces</th>
                <th scope="col">Modificada</th>
              </tr>
            </thead>
            {rows.map((row) => (
              <PageRows key={row.path} row={row} props={props} />
            ))}
          </table>
        </main>
      </body>
    </html>
  );
}
