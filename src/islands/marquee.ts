// Pause buttons of looping strips (blocks/logos/LogoStrip): shown only once this runs, since
// without JavaScript they could not work. Pressing one toggles [data-paused] on its strip (CSS
// stops the animation) and swaps the label between pausing and resuming.
export function enhanceMarquees(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-marquee-toggle]')) {
    const strip = button.closest('[data-marquee]');
    const label = button.querySelector('span');
    if (!strip || !label) continue;
    const labels = [label.textContent, button.dataset.pausedLabel ?? ''];
    button.hidden = false;
    button.addEventListener('click', () => {
      label.textContent = labels[Number(strip.toggleAttribute('data-paused'))] ?? '';
    });
  }
}
