// Puts a stretch of the page in view, from the top of one element to the foot of another: a
// failed send's alert and the retry under it. Two scrollIntoView calls, one per element, raced
// each other under the page's smooth scrolling, and on a phone after a tap, while the keyboard
// went away, the alert ended 137 px above the screen in 6 runs of 10 (review 45B). One scroll,
// measured against the visible viewport and the navbar (the page's scroll-padding-top).
export function revealRange(top: Element, bottom: Element): void {
  const viewport = window.visualViewport?.height ?? window.innerHeight;
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const margin = 16;
  const start = top.getBoundingClientRect().top - padding - margin;
  const end = bottom.getBoundingClientRect().bottom + margin - viewport;
  // Above the screen, or too tall to fit: its top first. Below: up just enough for its foot.
  const by = start < 0 || end > start ? start : Math.max(end, 0);
  if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
}

/** Now, and once more when a phone's keyboard has gone and the viewport has grown. */
export function revealRangeSettled(top: Element, bottom: Element): () => void {
  const frame = requestAnimationFrame(() => revealRange(top, bottom));
  const later = setTimeout(() => revealRange(top, bottom), 400);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(later);
  };
}
