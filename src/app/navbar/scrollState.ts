// Pure rules of the navbar's scroll behaviour (SPEC §9): hidden when scrolling down past
// 100 px faster than 5 px per event, shown again on any scroll up; light glass within 50 px.

export const hideAfterPx = 100;
export const minSpeedPx = 5;
export const topGlassPx = 50;

export interface BarState {
  hidden: boolean;
  scrolled: boolean;
}

export function nextBarState(previous: BarState, lastY: number, y: number): BarState {
  const delta = y - lastY;
  let hidden = previous.hidden;
  if (y > hideAfterPx && delta > minSpeedPx) hidden = true;
  else if (delta < 0 || y <= hideAfterPx) hidden = false;
  return { hidden, scrolled: y > topGlassPx };
}
