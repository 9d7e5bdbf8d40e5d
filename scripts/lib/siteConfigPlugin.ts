// Vite plugin: validates site-config/ at build start and on every change (errors in the dev
// overlay and the terminal), and serves every page in dev by rendering it on the server the
// same way the pre-render does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { devInboxMiddleware } from './leads/devInboxMiddleware';
import { openLeadInbox } from './leads/leadInbox';
import { inboxOptions } from './leads/leadsFile';
import { configDir, readConfigSources } from '../../src/content/load';
import { validateConfig } from '../../src/content/validate';
import { formatReport } from '../../src/content/validate/format';
import { escapeHtml } from '../../src/seo/head';
import type * as EntryServer from '../../src/entry-server';
import { pageFiles, pageReportHtml, pageReportPath } from './pageReport';
import { faviconPng } from './favicon';
import { faviconPath } from '../../src/seo/favicon';

function validateNow() {
  const result = validateConfig(readConfigSources());
  return { ...result, report: formatReport(result.problems) };
}

function errorPage(report: string): string {
  return `<!doctype html><html lang="es-CL"><head><meta charset="utf-8"><title>Error en la configuración</title></head>
<body style="font-family:system-ui;padding:2rem;background:#050505;color:#fff"><h1>La configuración del sitio tiene errores</h1>
<pre style="white-space:pre-wrap;color:#FFD600">${escapeHtml(report)}</pre></body></html>`;
}

async function servePage(server: ViteDevServer, req: IncomingMessage, res: ServerResponse) {
  const original = (req as IncomingMessage & { originalUrl?: string }).originalUrl;
  const url = new URL(original ?? req.url ?? '/', 'http://localhost');
  const { config, report, problems } = validateNow();
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (!config) {
    res.statusCode = 500;
    // Through Vite's HTML transform, which adds its client: the page stays connected and
    // reloads by itself once the configuration is fixed.
    res.end(await server.transformIndexHtml(url.pathname, errorPage(report)));
    return;
  }
  const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer;
  const assets = { loader: '/src/islands/loader.ts' };
  if (url.pathname === pageReportPath) {
    // Every page rendered now, as the build would write it, then read like the built site.
    const pages = await Promise.all(
      config.pages.map(async (resolved) => ({
        path: resolved.page.path,
        html: (await entry.renderRoute(resolved.page.path, config, assets)).html,
        files: pageFiles(resolved),
      })),
    );
    const root = resolve(configDir(), '..');
    res.end(
      pageReportHtml({
        config,
        pages,
        problems,
        contentRoot: root,
        assetDir: server.config.publicDir,
      }),
    );
    return;
  }
  const page = await entry.renderRoute(url.pathname, config, assets);
  res.statusCode = page.status;
  res.end(await server.transformIndexHtml(url.pathname, page.html));
}

export function siteConfigPlugin(): Plugin {
  return {
    name: 'site-config',
    buildStart() {
      // npm run build validates once before its two Vite builds (seconds at 10,000 pages).
      if (process.env.SITE_CONFIG_VALIDATED) return;
      const { problems, report } = validateNow();
      if (problems.some((problem) => problem.severity === 'error')) this.error(`\n${report}`);
    },
    async configureServer(server) {
      // The same lead inbox as npm start, so the forms work while previewing.
      const handleLead = devInboxMiddleware(await openLeadInbox(inboxOptions()));
      server.middlewares.use('/api/leads', (req, res) => {
        handleLead(req, res).catch((error: unknown) => server.config.logger.error(String(error)));
      });
      // The build draws the tab icon; here it is drawn on request.
      server.middlewares.use(faviconPath, (_req, res, next) => {
        faviconPng(server.config.publicDir)
          .then((png) => res.writeHead(200, { 'content-type': 'image/png' }).end(png))
          .catch(next);
      });
      const watched = [configDir(), `${process.cwd()}/schemas`];
      server.watcher.add(watched);
      server.watcher.on('change', (file) => {
        if (!watched.some((dir) => file.startsWith(dir))) return;
        const { problems, report } = validateNow();
        const failed = problems.some((problem) => problem.severity === 'error');
        // Warnings alone do not stop the page: log them and reload.
        if (problems.length > 0) server.config.logger[failed ? 'error' : 'warn'](report);
        if (failed) server.ws.send({ type: 'error', err: { message: report, stack: '' } });
        else server.ws.send({ type: 'full-reload' });
      });
      return () => {
        server.middlewares.use((req, res, next) => {
          const accept = req.headers.accept ?? '';
          if (req.method !== 'GET' || !accept.includes('text/html')) return next();
          servePage(server, req, res).catch((error: unknown) => {
            server.ssrFixStacktrace(error as Error);
            next(error);
          });
        });
      };
    },
  };
}
