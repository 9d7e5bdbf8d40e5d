// Which not-found page answers an unknown path: the deepest folder of the site that has its own
// 404.html (a collection's, such as blog/404.html for /blog/x), else the site's 404.html.
// The folders come from the site's file list, read once at start-up, so a lookup costs one
// pass over the path whatever its depth (a path of 4,000 segments used to cost 4,000 file
// checks of growing length).

/** Returns the not-found page, relative to the root, for a decoded request path; `files` are
 * the site's files relative to its root ("blog/404.html"). */
export function notFoundPages(files: Iterable<string>): (path: string) => string {
  const folders = [...files]
    .filter((file) => file.endsWith('/404.html'))
    .map((file) => `/${file.slice(0, -'/404.html'.length)}`)
    .sort((a, b) => b.length - a.length);
  return (path) => {
    const folder = folders.find((candidate) => path.startsWith(`${candidate}/`));
    return `${folder ?? ''}/404.html`;
  };
}
