// Work that reads layout (element boxes, scroll height) waits until the browser has painted the
// page once. Run during the loader's own start-up, the same read would force the page's first
// style and layout into the loader's task, one long task a slow phone cannot respond during.
export function afterFirstFrame(run: () => void): void {
  // The frame's style, layout and paint follow the animation-frame callback in the same task;
  // the timeout is the next task, with layout already clean.
  requestAnimationFrame(() => setTimeout(run, 0));
}
