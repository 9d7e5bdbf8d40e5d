// What the page report (/_paginas) says about each page, read from the page's rendered HTML (what
// Google and social networks read), the validator's warnings for its files and their history.
import { parse, type HTMLElement } from 'node-html-parser';
import type { Problem } from '../../../src/content/validate';
import { descriptionLimit, fitText, titleLimit, type FittedText } from './serpText';

export interface RenderedSitePage {
  path: string;
  html: string;
  /** The files the page is made from: its page file, and the collection entry it shows. */
  files: string[];
}

export interface Modified {
  /** ISO date-time. */
  date: string;
  /** True when the date is the file's last commit; false when it is the file's own time. */
  committed: boolean;
}

export interface PageRow {
  path: string;
  files: string[];
  noindex: boolean;
  title: string;
  description: string;
  serpTitle: FittedText;
  serpDescription: FittedText;
  card: { title: string; description: string; image: string };
  warnings: Problem[];
  /** Pages of the site this page's content links to (the menu and the footer are left out). */
  linksOut: string[];
  /** Pages whose content links to this one. */
  linksIn: string[];
  modified?: Modified;
}

const meta = (root: HTMLElement, selector: string) =>
  root.querySelector(selector)?.getAttribute('content') ?? '';

/** The site page a link points at (no query, anchor or trailing slash), or undefined. */
export function linkedPath(href: string, siteUrl: string): string | undefined {
  const local = href.startsWith(siteUrl) ? href.slice(siteUrl.length) || '/' : href;
  if (!local.startsWith('/') || local.startsWith('//')) return undefined;
  const path = local.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

function contentLinks(root: HTMLElement, siteUrl: string, self: string): string[] {
  const targets = root
    .querySelectorAll('main a[href]')
    .map((link) => linkedPath(link.getAttribute('href') ?? '', siteUrl))
    .filter((path): path is string => path !== undefined && path !== self);
  return [...new Set(targets)].sort();
}

export function collectPageRows(
  pages: readonly RenderedSitePage[],
  problems: readonly Problem[],
  siteUrl: string,
  modified: (files: string[]) => Modified | undefined,
): PageRow[] {
  const rows = pages.map((page): PageRow => {
    const root = parse(page.html);
    const title = root.querySelector('head > title')?.text ?? '';
    const description = meta(root, 'meta[name="description"]');
    return {
      path: page.path,
      files: page.files,
      noindex: meta(root, 'meta[name="robots"]').includes('noindex'),
      title,
      description,
      serpTitle: fitText(title, titleLimit),
      serpDescription: fitText(description, descriptionLimit),
      card: {
        title: meta(root, 'meta[property="og:title"]') || title,
        description: meta(root, 'meta[property="og:description"]') || description,
        image: meta(root, 'meta[property="og:image"]'),
      },
      warnings: problems.filter((problem) => page.files.includes(problem.file)),
      linksOut: contentLinks(root, siteUrl, page.path),
      linksIn: [],
      modified: modified(page.files),
    };
  });
  const byPath = new Map(rows.map((row) => [row.path, row]));
  for (const row of rows)
    for (const target of row.linksOut) byPath.get(target)?.linksIn.push(row.path);
  // Published pages first, in path order; then the ones kept out of search (404, privacy).
  return rows.sort((a, b) => Number(a.noindex) - Number(b.noindex) || a.path.localeCompare(b.path));
}
