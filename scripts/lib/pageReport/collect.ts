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

/** What a page's HTML says: what Google and social networks read, and where it links. */
export type PageFacts = Pick<PageRow, 'noindex' | 'title' | 'description' | 'card' | 'linksOut'>;

export function readPageFacts(html: string, path: string, siteUrl: string): PageFacts {
  const root = parse(html);
  const title = root.querySelector('head > title')?.text ?? '';
  const description = meta(root, 'meta[name="description"]');
  return {
    noindex: meta(root, 'meta[name="robots"]').includes('noindex'),
    title,
    description,
    card: {
      title: meta(root, 'meta[property="og:title"]') || title,
      description: meta(root, 'meta[property="og:description"]') || description,
      image: meta(root, 'meta[property="og:image"]'),
    },
    linksOut: contentLinks(root, siteUrl, path),
  };
}

export function collectPageRows(
  pages: readonly RenderedSitePage[],
  problems: readonly Problem[],
  siteUrl: string,
  modified: (files: string[]) => Modified | undefined,
  /** Reads a page's HTML; the build passes one that remembers pages it has read before. */
  factsOf: (page: RenderedSitePage) => PageFacts = (page) =>
    readPageFacts(page.html, page.path, siteUrl),
): PageRow[] {
  // File → its problems: filtering every problem for every page grew with pages × warnings.
  const problemsByFile = new Map<string, Problem[]>();
  for (const problem of problems) {
    const list = problemsByFile.get(problem.file) ?? [];
    list.push(problem);
    problemsByFile.set(problem.file, list);
  }
  const order = new Map(problems.map((problem, index) => [problem, index]));
  const rows = pages.map((page): PageRow => {
    const facts = factsOf(page);
    return {
      path: page.path,
      files: page.files,
      ...facts,
      serpTitle: fitText(facts.title, titleLimit),
      serpDescription: fitText(facts.description, descriptionLimit),
      warnings: page.files
        .flatMap((file) => problemsByFile.get(file) ?? [])
        .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
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
