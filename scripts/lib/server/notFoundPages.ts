// Which not-found page answers an unknown path: the deepest folder of the site that has its own
// 404.html (a collection's, such as blog/404.html for /blog/x), else the site's 404.html.
// The folders are listed once at start-up, so a lookup costs one pass over the path whatever
// its depth (a path of 4,000 segments used to cost 4,000 file checks of growing length).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

function foldersWithNotFoundPage(root: string, folder = ''): string[] {
  const entries = readdirSync(join(root, folder), { withFileTypes: true });
  return entries.flatMap((entry) => {
    if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.'))
      return foldersWithNotFoundPage(root, `${folder}/${entry.name}`);
    return entry.name === '404.html' && folder ? [folder] : [];
  });
}

/** Returns the not-found page, relative to root, for a decoded request path. */
export function notFoundPages(root: string): (path: string) => string {
  const folders = foldersWithNotFoundPage(root).sort((a, b) => b.length - a.length);
  return (path) => {
    const folder = folders.find((candidate) => path.startsWith(`${candidate}/`));
    return `${folder ?? ''}/404.html`;
  };
}
