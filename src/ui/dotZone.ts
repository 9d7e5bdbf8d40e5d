// The room PartsLine's flow gives the dot before each part, and the clip that hides the dot of a
// part opening a line. Its own module, with no dependencies, because the loader's hand-off
// preview (islands/handoffPreview) lays out a line the same way before PartsLine's CSS is on the
// page.
export const dotZone = '1.1em';
export const dotZoneClip = `inset(-1em -1em -1em ${dotZone})`;
