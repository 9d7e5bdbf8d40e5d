// The widths laid out as a phone, as a media query. Its own module so that script (the loader's
// matchMedia) takes this string alone, not the tokens with the palette and the font stacks
// (0.9 KB of the loader).
export const phoneWidth = '(max-width: 768px)';
