// Moves the reading-progress bar (0 to 100% of the scrollable height) and marks the dot of the
// section in view, and the link of the section being read in a long text's map. No React: all
// three are in the HTML already.
import { dotNavAttr, progressAttr } from './protocol';
import { afterFirstFrame } from './afterFirstFrame';
import { has, toneAttr, tocAttr, tocFoldAttr } from '../lib/pageAttributes';
import { enhanceTocFold, type TocFold } from './tocFold';

/** Runs `update` once after the first frame, then at most once a frame while the page scrolls. */
function onScrollFrames(update: () => void): void {
  let queued = false;
  const run = () => {
    queued = false;
    update();
  };
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(run);
    },
    { passive: true },
  );
  afterFirstFrame(update);
}

function startProgress(bar: HTMLElement): void {
  const fill = bar.firstElementChild as HTMLElement | null;
  const update = () => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    const percent =
      scrollable > 0 ? Math.min(100, Math.max(0, (window.scrollY / scrollable) * 100)) : 100;
    bar.setAttribute(progressAttr, String(Math.round(percent)));
    if (fill) fill.style.transform = `scaleX(${percent / 100})`;
  };
  onScrollFrames(update);
}

function startDots(nav: HTMLElement): void {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const byId = new Map(links.map((link) => [link.hash.slice(1), link]));
  // A section counts as current while it crosses the middle of the viewport, where the pill is.
  // The pill also takes the tone of the band there: a light pill on the black hero and footer
  // looked pasted on (design review 9). Every toned band counts, dotted or not.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        // Past the last section the dots have nothing left to point at: over the footer the pill
        // only got in the way (design review 14). Nor over a form, where at 1280 px it stood
        // 35 px from the form's edge (review 49A), and a visitor typing needs no map.
        // `hidden`, not a class: the page's HTML budget has no room for another rule.
        nav.hidden =
          entry.target.localName === 'footer' || entry.target.querySelector('form') !== null;
        const tone = entry.target.getAttribute(toneAttr);
        if (tone) nav.setAttribute(toneAttr, tone);
        const link = byId.get(entry.target.id);
        if (!link) continue;
        for (const other of links) other.removeAttribute('aria-current');
        link.setAttribute('aria-current', 'true');
      }
    },
    { rootMargin: '-50% 0px -50% 0px' },
  );
  const dotted = [...byId.keys()].map((id) => document.getElementById(id));
  const bands = document.querySelectorAll(`main > ${has(toneAttr)}, footer${has(toneAttr)}`);
  for (const target of new Set([...dotted, ...bands])) if (target) observer.observe(target);
}

// The section being read is the last one whose heading has reached the line where a jump lands
// it (the page's scroll padding plus the heading's scroll margin), with some slack; above the
// first heading, none is. The line was the top third: a jump to a short section marked the next
// one, whose heading sat within that third (review 29, /privacidad). With 48 px of slack, a
// heading 165 px down a 1280 x 800 screen was not yet the one read (review 52B). Read on scroll,
// once a frame: a map has a dozen links at most.
const readingSlack = 96;

function startToc(maps: HTMLElement[], fold: TocFold | undefined): void {
  // The same sections in each map (the margin's list and the folded one): the first one's links
  // find the headings, and the link at the same place is marked in every map.
  const lists = maps.map((map) => [...map.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]);
  const links = lists[0] ?? [];
  const headings = links.map((link) => document.getElementById(link.hash.slice(1)));
  let current = -1;
  const px = (value: string) => Number.parseFloat(value) || 0;
  const first = headings.find(Boolean);
  const line =
    px(getComputedStyle(document.documentElement).scrollPaddingTop) +
    (first ? px(getComputedStyle(first).scrollMarginTop) : 0) +
    readingSlack;
  const update = () => {
    let index = headings.findLastIndex(
      (heading) => heading && heading.getBoundingClientRect().top < line,
    );
    // At the page's foot the last sections cannot reach the line: a jump to one of them
    // marked another (review 26, /privacidad). There, the section jumped to wins while its
    // heading is on screen.
    // Looked up only there: this runs once a frame while the page scrolls.
    const atFoot = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    if (atFoot) {
      const jumped = links.findIndex((link) => link.hash === window.location.hash);
      const jumpedTop = headings[jumped]?.getBoundingClientRect().top;
      if (jumpedTop !== undefined && jumpedTop >= 0 && jumpedTop < window.innerHeight)
        index = jumped;
    }
    if (index === current) return;
    for (const list of lists) {
      list[current]?.removeAttribute('aria-current');
      list[index]?.setAttribute('aria-current', 'location');
    }
    fold?.showSection(links[index]?.textContent ?? undefined);
    current = index;
  };
  onScrollFrames(update);
  window.addEventListener('hashchange', update);
}

export function startPageNav(): void {
  const bar = document.querySelector<HTMLElement>(`[${progressAttr}]`);
  if (bar) startProgress(bar);
  const nav = document.querySelector<HTMLElement>(`[${dotNavAttr}]`);
  if (nav) startDots(nav);
  const maps = [...document.querySelectorAll<HTMLElement>(`${has(tocAttr)}, ${has(tocFoldAttr)}`)];
  if (maps.length > 0) startToc(maps, enhanceTocFold());
}
