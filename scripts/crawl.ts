// npm run crawl (part of npm test, after the build): fails on any broken link, missing anchor or
// image, image without alt/width/height, unsafe new-tab link, missing SEO tag, sitemap drift or a
// character the web font lacks.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configDir, projectRoot } from '../src/content/load';
import { create, type Font } from 'fontkit';
import { crawl } from './lib/crawl';
import { brandFontFile } from './lib/svgBrandFont';

const outDir = resolve(process.env.OUT_DIR ?? join(projectRoot, 'dist'));
const site = JSON.parse(readFileSync(join(configDir(), 'site.json'), 'utf8')) as { url: string };
const problems = crawl(outDir, site.url, create(brandFontFile()) as Font);
if (problems.length > 0) {
  console.error(problems.map(({ file, problem }) => `${file}: ${problem}`).join('\n'));
  console.error(`\n${problems.length} problems in the built site.`);
  process.exit(1);
}
console.log('Crawled the built site: links, anchors, images, SEO tags and sitemap are consistent.');
