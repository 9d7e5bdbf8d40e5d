// Browser entry of the two comparison builds: render from scratch (SPA) or hydrate the
// server-rendered page whole, depending on the root's data-mode.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BenchApp, loadBlocks, type BenchData } from './BenchApp';

const root = document.getElementById('root');
const data = JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as BenchData;
if (root) {
  const blocks = await loadBlocks(data.page);
  const app = <BenchApp data={data} blocks={blocks} />;
  if (root.dataset.mode === 'hydrate') hydrateRoot(root, app);
  else createRoot(root).render(app);
}
