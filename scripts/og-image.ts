// npm run og-image: draws the default social-sharing image (1200×630 PNG) from HTML with
// Chromium, so the repository ships it without any external asset.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../src/content/load';
import { chromiumArgs, chromiumPath } from './lib/browser';

const site = JSON.parse(readFileSync(join(projectRoot, 'site-config/site.json'), 'utf8'));
const html = `<body style="margin:0;width:1200px;height:630px;background:#050505;color:#fff;font-family:system-ui,sans-serif;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box">
<div style="display:flex;align-items:center;gap:24px;font-size:40px;font-weight:800">${readFileSync(join(projectRoot, 'public/favicon.svg'), 'utf8').replace('<svg ', '<svg width="88" height="88" ')}${site.brand.name}</div>
<p style="font-size:60px;font-weight:800;line-height:1.1;margin:48px 0 24px;max-width:980px">Diseñamos y escalamos tecnología que convierte ideas en ingresos</p>
<div style="height:10px;width:180px;background:#FFD600;border-radius:5px"></div></body>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: join(projectRoot, 'public/brand/og-default.png') });
await browser.close();
console.log('Wrote public/brand/og-default.png');
