// Shared by the server-rendered markup and the loader, which must not import React code.
export const progressAttr = 'data-scroll-progress';
export const dotNavAttr = 'data-dot-nav';
