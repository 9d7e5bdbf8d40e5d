// Every page's structured data: schema.org context, known types with their required properties,
// and a breadcrumb that says what the visible one says.
import { describe, expect, it } from 'vitest';
import type { Entry } from '../content/collections';
import { fixtureSite as config } from '../../tests/unit/fixtureSite';
import { pageGraph, type PageEntry } from './jsonLd';

const { site } = config;

type Node = Record<string, unknown> & { '@type': string };

const required: Record<string, string[]> = {
  Organization: ['@id', 'name', 'url', 'logo'],
  ProfessionalService: ['@id', 'name', 'url', 'address', 'aggregateRating'],
  BreadcrumbList: ['itemListElement'],
  LocalBusiness: ['name', 'address', 'geo', 'telephone'],
  Product: ['name', 'offers', 'description'],
  Service: ['name', 'provider', 'description'],
  HowTo: ['name', 'step', 'totalTime'],
  FAQPage: ['mainEntity'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image', 'publisher'],
};

function shownEntry(ref: { collection: string; slug: string } | undefined): PageEntry | undefined {
  if (!ref) return undefined;
  const entries = config.collections[ref.collection as 'blog'] as Entry<never>[];
  const entry = entries.find((candidate) => candidate.slug === ref.slug);
  return entry ? ({ collection: ref.collection, entry } as PageEntry) : undefined;
}

describe.each(config.pages.map(({ page, entry }) => [page.path, page, entry] as const))(
  'structured data of %s',
  (_path, page, entry) => {
    const graph = pageGraph(site, page, shownEntry(entry)) as unknown as {
      '@context': string;
      '@graph': Node[];
    };

    it('uses schema.org types with their required properties', () => {
      expect(graph['@context']).toBe('https://schema.org');
      expect(graph['@graph'].length).toBeGreaterThan(0);
      for (const node of graph['@graph']) {
        const fields = required[node['@type']];
        expect(fields, `unexpected type ${node['@type']}`).toBeDefined();
        for (const field of fields ?? [])
          expect(node[field], `${node['@type']}.${field}`).toBeDefined();
      }
      expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
    });

    it('mirrors the visible breadcrumb', () => {
      const list = graph['@graph'].find((node) => node['@type'] === 'BreadcrumbList') as
        { itemListElement: { name: string; position: number }[] } | undefined;
      expect(list?.itemListElement.map((item) => item.name)).toEqual(
        page.breadcrumb?.map((item) => item.text),
      );
    });

    if (entry?.collection === 'blog')
      it('describes the article it shows', () => {
        expect(graph['@graph'].some((node) => node['@type'] === 'BlogPosting')).toBe(true);
      });
  },
);
