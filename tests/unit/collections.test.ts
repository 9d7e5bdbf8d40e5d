// Every collection entry validates and renders through its template page; a broken entry is
// reported at its file, line and column.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionNames, templateCollections } from '../../src/content/collections';
import { projectRoot } from '../../src/content/load';
import { validateConfig } from '../../src/content/validate';
import { formatReport } from '../../src/content/validate/format';
import { renderRoute } from '../../src/entry-server';
import { fixtureSources } from './fixtureSite';

const sources = fixtureSources();
const { config, problems } = validateConfig(sources);

describe('collections', () => {
  it('validate, with no errors', () => {
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(config).toBeDefined();
  });

  it.each(templateCollections)(
    'render every %s entry as its own page, titled by the entry',
    async (collection) => {
      if (!config) throw new Error('invalid config');
      const generated = config.pages.filter(({ entry }) => entry?.collection === collection);
      expect(generated.map(({ entry }) => entry?.slug).sort()).toEqual(
        config.collections[collection].map(({ slug }) => slug).sort(),
      );
      for (const { page, entry } of generated) {
        const rendered = await renderRoute(page.path, config, { loader: '/loader.js' });
        const data = config.collections[collection].find(({ slug }) => slug === entry?.slug)?.data;
        expect(rendered.status).toBe(200);
        expect(rendered.html).toContain(
          (data as { title: string }).title.replace(/&/g, '&amp;').replace(/"/g, '&quot;'),
        );
      }
    },
  );

  it('lists team members on /equipo in their order', async () => {
    if (!config) throw new Error('invalid config');
    const { html } = await renderRoute('/equipo', config, { loader: '/loader.js' });
    const names = [...html.matchAll(/data-member="([a-z-]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(config.collections.team.map(({ slug }) => slug));
    expect(names.length).toBeGreaterThan(1);
  });

  it('shows each service case with its image, which exists under public/', async () => {
    if (!config) throw new Error('invalid config');
    const services = config.collections.services;
    expect(services.length).toBeGreaterThan(0);
    for (const { slug, data } of services) {
      const { html } = await renderRoute(`/servicios/${slug}`, config, { loader: '/loader.js' });
      const studies = data.caseStudies ?? [];
      expect(studies.length, slug).toBeGreaterThan(0);
      for (const study of studies) {
        expect(existsSync(join(projectRoot, 'public', study.imageUrl)), study.imageUrl).toBe(true);
        const img = new RegExp(`<img[^>]*src="${study.imageUrl}"[^>]*>`).exec(html)?.[0] ?? '';
        expect(img, `${slug}: ${study.imageUrl}`).toMatch(/alt="[^"]+"/);
        expect(img).toMatch(/width="\d+"/);
        expect(img).toMatch(/height="\d+"/);
        expect(img).toContain('loading="lazy"');
      }
    }
  });

  it('reports a Markdown entry with a bad date at its line, in Spanish', () => {
    const [blog] = sources.collections.filter(({ name }) => name === 'blog');
    const text = (blog?.entries[0]?.text ?? '').replace(/^date: .*$/m, "date: '28/05/2025'");
    const broken = {
      ...sources,
      collections: sources.collections.map((collection) =>
        collection.name === 'blog'
          ? { ...collection, entries: [{ file: 'site-config/collections/blog/roto.md', text }] }
          : collection,
      ),
    };
    const result = validateConfig(broken);
    const report = formatReport(
      result.problems,
      new Map([['site-config/collections/blog/roto.md', text]]),
    );
    const line = text.split('\n').findIndex((row) => row.startsWith('date:')) + 1;
    expect(result.config).toBeUndefined();
    expect(report).toContain(`site-config/collections/blog/roto.md:${line}:7`);
    expect(report).toContain('Campo: date');
  });

  it('knows exactly the collections that have a schema', () => {
    const schemas = readdirSync(join(projectRoot, 'schemas/collections')).map((file) =>
      file.replace('.schema.json', ''),
    );
    expect([...collectionNames].sort()).toEqual(schemas.sort());
  });
});
