import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validSources } from '../../tests/unit/fixtureConfig';
import { currentPageVersion, migratePage } from './migrations';
import { validateConfig } from './validate';

const v0 = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../tests/fixtures/migrations/v0-city.json'), 'utf8'),
);

describe('page migrations', () => {
  it('brings a version 0 page to the current version, keeping key order and content', () => {
    const { page, applied } = migratePage(v0);
    expect(applied).toHaveLength(1);
    expect(page.schemaVersion).toBe(currentPageVersion);
    expect(Object.keys(page)).toEqual([
      '$schema',
      'schemaVersion',
      'path',
      'meta',
      'breadcrumb',
      'sections',
    ]);
    expect(page.meta).toEqual({ title: v0.meta.title, description: v0.meta.description });
    expect(page.sections).toEqual(v0.sections);
  });

  it('produces a page the validator accepts', () => {
    const sources = validSources();
    const { page } = migratePage(v0);
    sources.pages.push({
      file: 'site-config/pages/temuco.json',
      text: JSON.stringify(page, null, 2),
    });
    expect(
      validateConfig(sources).problems.filter((problem) => problem.severity === 'error'),
    ).toEqual([]);
  });

  it('leaves a current page untouched', () => {
    const { page } = migratePage(v0);
    expect(migratePage(page)).toEqual({ page, applied: [] });
  });
});
