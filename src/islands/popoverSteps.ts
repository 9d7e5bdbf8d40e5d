// A gallery's previous/next buttons (blocks/caseDetail/Gallery) name the neighbouring screen's
// popover. Opened from inside the current one, the browser nests it there: the current screen
// stayed open under the next, and each step piled one more (review 34C). With script, a step
// closes the screen it leaves first. Without, the buttons still open the neighbour.
// Also (review 35B): ← and → step as the buttons do; a screen reached by steps gives focus back,
// when it closes, to its own thumbnail, not to the first one. On a phone (review 49A), a tap on the
// screen zooms it in, and a second shows it whole again.
import { currentTheme } from '../lib/currentTheme';
import {
  darkVariantAttr,
  has,
  lightVariantAttr,
  popoverStepAttr,
  zoomFromAttr,
} from '../lib/pageAttributes';
import { phoneWidth } from '../theme/breakpoints';
import { wrapTab } from '../ui/DialogFocus';

const stepKeys: Record<string, string> = { ArrowLeft: 'prev', ArrowRight: 'next' };

/** The button that opened `popover` from the page (its thumbnail), where focus returns. */
const thumbnailOf = (popover: HTMLElement) =>
  document.querySelector<HTMLElement>(
    `button[popovertarget="${popover.id}"]:not(${has(popoverStepAttr)}):not([popovertargetaction])`,
  ) ?? undefined;

function step(button: HTMLButtonElement): boolean {
  const next = button.popoverTargetElement;
  const current = button.closest<HTMLElement>('[popover]');
  if (!(next instanceof HTMLElement) || !current) return false;
  current.hidePopover();
  // The browser gives focus back, on close, to what had it when the popover showed: the next
  // screen's own thumbnail, not the step button of a screen already closed.
  thumbnailOf(next)?.focus({ preventScroll: true });
  next.showPopover();
  // Focus stays on the same button of the next screen, so Enter steps on.
  next
    .querySelector<HTMLButtonElement>(
      `[${popoverStepAttr}="${button.getAttribute(popoverStepAttr)}"]`,
    )
    ?.focus();
  return true;
}

/** A screen is a dialog: Tab goes round its buttons, not to the page under it, which scrolled
 * to the link it reached (review 36B). */
function keepTabInside(event: KeyboardEvent, popover: Element): void {
  // The phone's pan is a stop too while it scrolls (browsers make such a scroller focusable).
  const stops = [...popover.querySelectorAll<HTMLElement>('.pan, button')].filter((element) =>
    element.classList.contains('pan')
      ? element.scrollWidth > element.clientWidth
      : element.offsetParent !== null,
  );
  wrapTab(event, stops);
}

/** The drawing the theme shows (ui/ThemedIllustration): with two variants, the first <img> is the
 *  light one, hidden in the dark theme. */
function shownImage(root: Element | null | undefined): HTMLImageElement | null {
  const hidden = currentTheme() === 'dark' ? lightVariantAttr : darkVariantAttr;
  return root?.querySelector<HTMLImageElement>(`img:not([${hidden}])`) ?? null;
}

/** The screens on either side load while this one is looked at, so a step shows a picture, not
 * an empty panel (review 36B: lazy images in closed popovers). */
function loadNeighbours(popover: Element): void {
  for (const button of popover.querySelectorAll<HTMLButtonElement>(has(popoverStepAttr))) {
    const image = shownImage(button.popoverTargetElement);
    if (image) image.loading = 'eager';
  }
}

/** A phone's screen drawn `width` pixels wide, or fitted to the viewer (0). */
function setZoom(pan: Element, image: HTMLElement, width: number): void {
  pan.toggleAttribute('data-zoomed', width > 0);
  image.style.width = width > 0 ? `${width}px` : '';
}

/** Zooms a phone's screen in, the point tapped staying under the finger, or back out. In, it
 * fills the viewer's height, at least twice its width: at twice the width alone, 40% of a
 * phone's screen stayed black (review 50A). */
function toggleZoom(pan: HTMLElement, tap: { clientX: number; clientY: number }): void {
  const image = shownImage(pan);
  if (!image) return;
  const before = image.getBoundingClientRect();
  const zoomed = !pan.hasAttribute('data-zoomed');
  setZoom(pan, image, zoomed ? Math.max(2, pan.clientHeight / before.height) * before.width : 0);
  // A tap on the picture took focus out of the dialog, to the page's body (review 50A).
  // Zoomed, the picture scrolls, and a browser lets a scroller take focus, or not: then Cerrar.
  if (zoomed) pan.focus({ preventScroll: true });
  if (document.activeElement !== pan)
    pan.parentElement
      ?.querySelector<HTMLElement>('[popovertargetaction="hide"]')
      ?.focus({ preventScroll: true });
  if (!zoomed) return;
  const after = image.getBoundingClientRect();
  const frame = pan.getBoundingClientRect();
  /** The scroll along one axis that puts the tapped point back under the finger. */
  const keep = (start: 'left' | 'top', size: 'width' | 'height', tapAt: number, scrolled: number) =>
    after[start] -
    frame[start] +
    scrolled +
    ((tapAt - before[start]) / before[size]) * after[size] -
    (tapAt - frame[start]);
  pan.scrollTo({
    left: keep('left', 'width', tap.clientX, pan.scrollLeft),
    top: keep('top', 'height', tap.clientY, pan.scrollTop),
  });
}

export function stepBetweenPopovers(): void {
  document.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement)) return;
      if (popover.matches(':popover-open')) {
        loadNeighbours(popover);
        // Focus into the screen as it opens: the browser does it for an autofocus attribute in
        // the page's HTML, but React writes none where it draws a screen (the case dialog's).
        // A step has already put focus inside.
        if (!popover.contains(document.activeElement))
          popover.querySelector<HTMLElement>('[popovertargetaction="hide"]')?.focus();
        // On a phone a screen opens zoomed in, ready to drag: whole, it was no larger than its
        // thumbnail, and a second tap was needed to read it (review 91D). At its top, from
        // its left edge or from where the case says (zoomFrom: past a dashboard's side menu,
        // at its title). On its middle, title and menu were cut off (92F); at the left edge
        // of a dashboard, the menu took half the view and the title was cut (92H).
        const pan = popover.querySelector<HTMLElement>('.pan');
        const image = shownImage(pan);
        if (pan && image && matchMedia(phoneWidth).matches) {
          const box = image.getBoundingClientRect();
          toggleZoom(pan, { clientX: box.x, clientY: box.y });
          const from = Number(pan.getAttribute(zoomFromAttr) ?? 0);
          pan.scrollLeft += from * image.getBoundingClientRect().width;
        }
      } else {
        // A screen opens whole again.
        const pan = popover.querySelector('.pan');
        const image = shownImage(pan);
        if (pan && image) setZoom(pan, image, 0);
        // Closed by a tap outside, focus fell to the page's start: the next Tab went to 'Saltar
        // al contenido' (review 63B). It goes back to the screen's thumbnail, as after Escape.
        const focused = document.activeElement;
        if (!focused || focused === document.body || popover.contains(focused))
          thumbnailOf(popover)?.focus({ preventScroll: true });
      }
    },
    { capture: true },
  );
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.<HTMLButtonElement>(has(popoverStepAttr));
    if (button && step(button)) event.preventDefault();
    const pan = target?.closest?.<HTMLElement>('[popover] .pan');
    if (pan && matchMedia(phoneWidth).matches) toggleZoom(pan, event);
  });
  document.addEventListener('keydown', (event) => {
    const open = (event.target as Element | null)?.closest?.('[popover]:popover-open');
    if (event.key === 'Tab' && open) {
      keepTabInside(event, open);
      return;
    }
    const direction = stepKeys[event.key];
    const button = direction
      ? open?.querySelector<HTMLButtonElement>(`[${popoverStepAttr}="${direction}"]`)
      : null;
    // The pan scrolls sideways with the arrows while it has focus: leave it that.
    if (!button || (event.target as Element).classList.contains('pan')) return;
    if (step(button)) event.preventDefault();
  });
}
