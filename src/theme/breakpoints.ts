// The widths laid out as a phone, as a media query, and the widths above them. Their own module
// so that script (the loader's matchMedia) takes these strings alone, not the tokens with the
// palette and the font stacks (0.9 KB of the loader).
const phoneMaxPx = 768;
export const phoneWidth = `(max-width: ${phoneMaxPx}px)`;
export const widerThanPhone = `(min-width: ${phoneMaxPx + 1}px)`;
// From a small laptop, or a tablet held wide, up: where sections set their columns side by side.
const desktopMinPx = 1024;
export const desktopWidth = `(min-width: ${desktopMinPx}px)`;
export const belowDesktop = `(max-width: ${desktopMinPx - 0.02}px)`;
