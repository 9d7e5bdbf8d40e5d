// npm run crawl (part of npm test, after the build): fails on any broken link, missing anchor or
// image, image without alt/width/height, unsafe new-tab link, missing SEO tag or sitemap drift.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configDir, projectRoot } from '../src/content/load';
import { crawl } from './lib/crawl';

const outDir = resolve(process.env.OUT_DIR ?? join(projectRoot, 'dist'));
const site = JSON.parse(readFileSync(join(configDir(), 'site.json'), 'utf8')) as { url: string };
const problems = crawl(outDir, site.url);
if (problems.length > 0) {
  console.error(problems.map(({ file, problem }) => `${file}: ${problem}`).join('\n'));
  console.error(`\n${problems.length} problems in the built site.`);
  process.exit(1);
}
console.log('Crawled the built site: links, anchors, images, SEO tags and sitemap are consistent.');
