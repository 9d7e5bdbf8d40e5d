// House rules that a type checker cannot see.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('conventions', () => {
  it('site code imports zod only through src/lib/zod.ts (jitless, so no CSP eval report)', () => {
    const offenders = sourceFiles(join(projectRoot, 'src'))
      .filter((file) => !file.endsWith(join('src', 'lib', 'zod.ts')))
      .filter((file) => /from ['"]zod['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(projectRoot, file));
    expect(offenders).toEqual([]);
  });
});
