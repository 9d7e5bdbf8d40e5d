import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { forgetBuildRecord, readBuildRecord, writeBuildRecord } from './buildCache';

const dir = mkdtempSync(join(tmpdir(), 'build-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pages = {
  '/': { key: 'a1', collections: {}, files: ['index.html'] },
  '/blog': {
    key: 'b2',
    collections: { blog: 'c3' },
    files: ['blog.html', 'assets/islands/x.json'],
  },
};

describe('the record of the previous build', () => {
  it('reads back what was written, and nothing once forgotten', () => {
    writeBuildRecord(dir, 'code-1', pages);
    expect(readBuildRecord(dir)).toEqual({ version: 1, code: 'code-1', pages });
    forgetBuildRecord(dir);
    expect(readBuildRecord(dir)).toBeUndefined();
  });

  it('treats a damaged or foreign record as no record, never as a crash', () => {
    mkdirSync(dir, { recursive: true });
    const text = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({
          version: fc.oneof(fc.constant(1), fc.integer()),
          code: fc.oneof(fc.string(), fc.integer()),
          pages: fc.dictionary(fc.string(), fc.anything()),
        })
        .map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(text, (content) => {
        writeFileSync(join(dir, 'pages.json'), content);
        const record = readBuildRecord(dir);
        if (record === undefined) return;
        // Whatever is accepted has the shape the build relies on.
        expect(typeof record.code).toBe('string');
        for (const page of Object.values(record.pages)) {
          expect(typeof page.key).toBe('string');
          expect(page.files.length).toBeGreaterThan(0);
          for (const file of page.files) expect(typeof file).toBe('string');
        }
      }),
    );
  });
});
