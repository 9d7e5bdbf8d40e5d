// The only script every page loads. It runs the small shell behaviours (navbar, theme toggle,
// reveals, counters, strip pause buttons) without React, and hydrates each island when its
// trigger fires, importing React and that block's chunk only then.
import {
  entryOf,
  isBlockType,
  type AnyBlockProps,
  type HydrationTrigger,
} from '../blocks/registry';
import { enhanceNavbar } from '../app/navbar/enhance';
import { enhanceThemeToggles } from '../app/theme/themeToggle';
import { hydratedAttr } from '../leads/pendingSubmitAttr';
import { catalogueAttr } from './catalogueProtocol';
import { carryContactTopic } from './contactTopic';
import { followPresetChoices } from './presetChoice';
import { startCommentsFromLinks } from './contactNote';
import { keepEarlyClicks } from './earlyClicks';
import { startCounters } from './counters';
import { captureDraftsBeforeHydration } from './draftCapture';
import { startHoverTilt } from './hoverTilt';
import { previewHandoffs } from './handoffPreview';
import { scrollToHashAfterLoad } from './hashScroll';
import { renderBeforeInPageJumps } from './inPageLinks';
import { followChipChoices, restoreChipChoice } from './chipFilter';
import { stepBetweenPopovers } from './popoverSteps';
import { enhanceMarquees } from './marquee';
import { islandAttr, propsAttr, propsSrcAttr, triggerAttr } from './protocol';
import { startReveal } from './reveal';
import { startPageNav } from './pageNav';
import { followFocusInSlides, tabOnlyWhileSliding } from './slideFocus';
import type { startVitals } from '../analytics/vitals';
import { chunksLoaded, handlePreloadErrors, reloadOnceForStaleChunk } from './staleChunks';
import { onTrigger } from './triggers';
import { has, islandFallbackAttr } from '../lib/pageAttributes';

/** Props inline in the page, or in their own file when they are large (app/islands/renderIsland). */
async function readProps(element: HTMLElement): Promise<AnyBlockProps> {
  const source = element.getAttribute(propsSrcAttr);
  if (source) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`Island props ${source}: HTTP ${response.status}`);
    return (await response.json()) as AnyBlockProps;
  }
  const script = document.querySelector(`script[${propsAttr}="${element.id}"]`);
  return JSON.parse(script?.textContent ?? '{}') as AnyBlockProps;
}

async function hydrateIsland(element: HTMLElement, replayClicks: () => void): Promise<void> {
  const type = element.getAttribute(islandAttr);
  if (!isBlockType(type)) return;
  const entry = entryOf(type);
  const [{ hydrate }, block, props] = await Promise.all([
    import('./hydrate'),
    entry.load(),
    readProps(element),
  ]);
  hydrate(element, block.default, props, element.id, () => {
    element.setAttribute(hydratedAttr, '');
    replayClicks();
  });
  chunksLoaded();
}

function startIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttr}]`)) {
    const trigger = (element.getAttribute(triggerAttr) ?? 'visible') as HydrationTrigger;
    const replayClicks = trigger === 'interaction' ? () => {} : keepEarlyClicks(element);
    onTrigger(element, trigger, () => {
      hydrateIsland(element, replayClicks).catch(async (error: unknown) => {
        if (await reloadOnceForStaleChunk(error)) return;
        console.error('Island failed to load', element.id, error);
        // The block's own fallback (a form's "could not load" notice) becomes visible.
        for (const fallback of element.querySelectorAll<HTMLElement>(has(islandFallbackAttr)))
          fallback.hidden = false;
      });
    });
  }
}

/** Performance reporting loads only when the page has an analytics function to report to. */
function startPerformanceReporting(): void {
  const { gtag } = window as unknown as { gtag?: Parameters<typeof startVitals>[0] };
  if (typeof gtag !== 'function') return;
  import('../analytics/vitals')
    .then((vitals) => vitals.startVitals(gtag))
    .catch((error: unknown) => console.log('Performance monitoring could not start', error));
}

handlePreloadErrors();
// What answers the visitor runs now: drafts and early presses are kept, islands wait for their
// triggers, the menu and the theme toggle work.
captureDraftsBeforeHydration();
previewHandoffs();
startIslands();
enhanceNavbar();
enhanceThemeToggles();
restoreChipChoice();
startCounters();
carryContactTopic();
startCommentsFromLinks();
followPresetChoices();
// The rest is decoration and scrolling, in a task of its own: on a slow phone the loader's one
// task was long enough to count as blocking time (Lighthouse 9x).
setTimeout(() => {
  startReveal();
  enhanceMarquees();
  startPageNav();
  startHoverTilt();
  followFocusInSlides();
  tabOnlyWhileSliding();
  renderBeforeInPageJumps();
  followChipChoices();
  stepBetweenPopovers();
  scrollToHashAfterLoad();
  // The block catalogue's search and copy buttons: a chunk of their own, fetched on that page only.
  if (document.querySelector(`[${catalogueAttr}]`))
    void import('./catalogueTools').then((tools) => tools.startCatalogueTools());
}, 0);
if (document.readyState === 'complete') startPerformanceReporting();
else window.addEventListener('load', startPerformanceReporting, { once: true });
