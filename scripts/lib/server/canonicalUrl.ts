// The site's one redirect rule: a page has a single URL, /path, never /path/, /path.html,
// /index.html or //path. It works on the raw request target, never on a decoded path, and
// builds its Location so that it cannot leave the site or carry a character a header refuses.

/** Characters a path may keep as they are (RFC 3986 pchar and "/"); "%" keeps existing escapes. */
const keptAsIs = /[A-Za-z0-9\-._~!$&'()*+,;=:@/%]/;

function escapeByte(char: string): string {
  return [...new TextEncoder().encode(char)]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

/** A Location that stays on this site: one leading "/", then only header-safe path characters.
 * "//host" and "/\host" would send the browser to another host, so every run of leading
 * slashes and backslashes becomes one "/"; a "\" anywhere else is escaped as %5C. */
export function sameSiteLocation(path: string): string {
  let escaped = '';
  for (const char of path) escaped += keptAsIs.test(char) ? char : escapeByte(char);
  return `/${escaped.replace(/^(?:\/|%5C)+/i, '')}`;
}

/** Where a request must be redirected to reach its page's canonical URL, or undefined when
 * it is already canonical. The query string is kept. */
export function canonicalRedirect(rawUrl: string): string | undefined {
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  let canonical = path.replace(/\/{2,}/g, '/');
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, '') || '/';
  if (canonical === '/index.html') canonical = '/';
  // A not-found page is a file but never a URL of its own: it stays and answers 404.
  else if (canonical.endsWith('.html') && !canonical.endsWith('/404.html'))
    canonical = canonical.slice(0, -'.html'.length) || '/';
  if (canonical === path) return undefined;
  return sameSiteLocation(canonical) + sameSiteQuery(query);
}

function sameSiteQuery(query: string): string {
  let escaped = '';
  for (const char of query)
    escaped += keptAsIs.test(char) || char === '?' ? char : escapeByte(char);
  return escaped;
}
