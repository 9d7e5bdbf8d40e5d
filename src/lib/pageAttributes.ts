// The data attributes that the server-rendered markup writes and the loader's scripts read or
// toggle (src/islands/, the navbar and theme scripts): each name defined once and imported by
// both sides, so renaming one on one side cannot silently break the other. The island element's
// own attributes are in islands/protocol.ts.

/** Sections: their tone (the navbar matches it) and whether they fade in (ui/Section). */
export const toneAttr = 'data-tone';
export const revealAttr = 'data-reveal';
export const revealPendingAttr = 'data-reveal-pending';
export const revealedAttr = 'data-revealed';

/** On <html>: every section rendered at its real height, before a jump within the page
 * (ui/renderWholePage). */
export const renderAllAttr = 'data-render-all';

/** Numbers that count up (ui/Counter → islands/counters). */
export const counterAttr = 'data-counter';
export const counterDecimalsAttr = 'data-decimals';
export const counterSeparatorAttr = 'data-separator';
export const counterDurationAttr = 'data-duration';

/** Looping logo strips and their pause button (blocks/logos → islands/marquee). */
export const marqueeAttr = 'data-marquee';
export const marqueeToggleAttr = 'data-marquee-toggle';
export const pausedAttr = 'data-paused';
export const pausedLabelAttr = 'data-paused-label';

/** A service page's topic for the contact form, as JSON (ContactTopic): carried into storage
 *  when a link to the form is followed (blocks/serviceDetail → islands/contactTopic). */
export const contactTopicAttr = 'data-contact-topic';
/** On an in-page link: the option (a radio's value) it chooses in the section it leads to, such
 * as a price tier's level in the calculator (islands/presetChoice). */
export const chooseAttr = 'data-choose';

/** On a link to this page's contact form: the comment the form starts with when it is followed
 *  (blocks/cards → islands/contactNote). */
export const contactNoteAttr = 'data-contact-note';

/** A form whose typing is kept as a draft under this localStorage key before hydration. */
export const draftKeyAttr = 'data-draft-key';

/** Where a form shows what another page handed it (a case, a service, the calculator's quote),
 * drawn by the loader from storage before React runs (islands/handoffPreview), so the fields do
 * not move when the island wakes. Its value is "named" where the form's responder card names
 * who answers. A press on its remove button is marked on the form and replayed by the island. */
export const handoffPreviewAttr = 'data-handoff-preview';
export const handoffPressedAttr = 'data-pressed';

/** An island's "could not load" notice, shown by the loader when its code fails. */
export const islandFallbackAttr = 'data-island-fallback';

/** A long text's section map: the loader marks the link of the section being read
 * (ui/TableOfContents → islands/pageNav). */
export const tocAttr = 'data-toc';

/** The same map folded above the text on narrower screens: it folds again after a jump
 * (ui/TableOfContentsFold → islands/inPageLinks). */
export const tocFoldAttr = 'data-toc-fold';

/** A list filtered by chips, whose 'Ver todos' resets it (ui/FilterChips → islands/chipFilter). */
export const chipFilterAttr = 'data-chip-filter';
/** A button that steps from one popover to its neighbour ("prev" or "next"; islands/popoverSteps). */
export const popoverStepAttr = 'data-popover-step';
/** On a zoomable screen's pan: where a phone's zoomed view starts, a share of the width. */
export const zoomFromAttr = 'data-zoom-from';

/** A hover-tilt card while the pointer is over it (islands/hoverTilt; styled globally). */
export const hoveringAttr = 'data-hovering';

/** The navbar and its mobile menu (app/navbar). */
export const navbarAttr = 'data-navbar';
export const navbarStateAttr = 'data-state';
export const navbarHiddenAttr = 'data-hidden';
export const menuOpenAttr = 'data-menu-open';
export const menuCloseAttr = 'data-menu-close';
export const mobileMenuAttr = 'data-mobile-menu';

/** The page does not scroll while a dialog or the mobile menu is open. */
export const scrollLockAttr = 'data-scroll-locked';

/** Theme switches (app/navbar/ThemeToggle → app/theme/themeToggle). */
export const themeToggleAttr = 'data-theme-toggle';

/** `[attr]`, for querySelector and styles. */
export const has = (attr: string) => `[${attr}]`;

/** On the section a link to another page's anchor landed on and focused (islands/hashScroll). */
export const landedAttr = 'data-landed';

/** On a row of cards that slides sideways on phones (ui/slidingRow). */
export const slidesAttr = 'data-slides';

/** The custom property the navbar sets to 0px while it is hidden (app/navbar/enhance), for
 * what sticks under it (ui/surfaces stickyBelowNavbar). */
export const navbarOffsetProperty = '--navbar';

// A drawing's two variants (ui/ThemedIllustration); the global styles show the theme's own.
export const lightVariantAttr = 'data-light-variant';
export const darkVariantAttr = 'data-dark-variant';
