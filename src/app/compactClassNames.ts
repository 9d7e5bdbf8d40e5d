// Emotion names a class after a hash of its rules ("a-1p6p9ug"): random text that brotli cannot
// shrink, written twice per class (in the CSS and in the markup), and the style tag lists every
// hash again for the client's cache. On the home page that was 0.7 KB of its 15 KB budget.
//
// So, per page, a class that only static markup uses gets a short name in order of appearance
// ("a0", "a1"…). A class an island uses keeps its hash: the island's React renders it again on
// the client under the same hash, and the style tag keeps listing those hashes only, so
// hydration inserts no rule twice. A class a hydrated island renders later (an open dialog's
// button) is not listed, so the client inserts its rules then, as it does for any new class.
//
// Global styles lose their data-emotion name: only the server renders <Global> (the layout is
// never hydrated), and the client's cache reads "a …" tags only. The name was a hash of the
// global CSS, so any edit to it moved every page's brotli size by tens of bytes either way.
import { emotionKey } from '../theme/emotionCache';

const classAttr = / class="([^"]*)"/g;
const hashedClass = new RegExp(`^${emotionKey}-[a-z0-9]+$`);
const selector = new RegExp(`\\.(${emotionKey}-[a-z0-9]+)(?![\\w-])`, 'g');
const globalStyleName = new RegExp(`<style data-emotion="${emotionKey}-global [^"]*">`, 'g');
const idList = new RegExp(`data-emotion="${emotionKey} ([^"]*)"`, 'g');

function hashedClassesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ''] of html.matchAll(classAttr))
    for (const name of value.split(' ')) if (hashedClass.test(name)) names.add(name);
  return names;
}

export function compactClassNames(
  body: string,
  styles: string,
  islandHtml: readonly string[],
): { body: string; styles: string } {
  const kept = hashedClassesIn(islandHtml.join(''));
  const short = new Map<string, string>();
  for (const name of hashedClassesIn(body))
    if (!kept.has(name)) short.set(name, `${emotionKey}${short.size.toString(36)}`);
  const rename = (name: string) => short.get(name) ?? name;
  return {
    body: body.replace(
      classAttr,
      (_, value: string) => ` class="${value.split(' ').map(rename).join(' ')}"`,
    ),
    styles: styles
      .replace(selector, (_, name: string) => `.${rename(name)}`)
      .replace(globalStyleName, '<style>')
      .replace(idList, (_, ids: string) => {
        const listed = ids.split(' ').filter((id) => kept.has(`${emotionKey}-${id}`));
        return `data-emotion="${[emotionKey, ...listed].join(' ')}"`;
      }),
  };
}
