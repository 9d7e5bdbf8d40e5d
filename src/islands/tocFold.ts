// The folded section map of a long text on narrower screens (ui/TableOfContentsFold). Open, it
// stayed pinned over the text, some 440 of 844 px, until its "−" was found; opened low on the
// first screen, its list unfolded below the fold and nothing seemed to happen (review 35A). So:
// a tap outside it or Escape folds it; opened low on the screen, it scrolls up to the top, where
// it sticks; and its bar names the section being read (islands/pageNav
// calls `showSection`), with the map's own label kept for screen readers.
import { has, tocFoldAttr } from '../lib/pageAttributes';

export interface TocFold {
  showSection: (title: string | undefined) => void;
}

export function enhanceTocFold(): TocFold | undefined {
  const fold = document.querySelector<HTMLElement>(has(tocFoldAttr));
  const details = fold?.querySelector('details');
  const summary = details?.querySelector('summary');
  const labelText = summary?.firstChild;
  if (!fold || !details || !summary || labelText?.nodeType !== Node.TEXT_NODE) return undefined;

  const label = document.createElement('span');
  label.textContent = labelText.textContent;
  const current = document.createElement('span');
  current.setAttribute('data-toc-current', '');
  current.hidden = true;
  summary.replaceChild(label, labelText);
  label.after(current);

  // Open, the list is a sheet down to the screen's foot, wherever the bar then is; its rounded
  // corners below it. A tap on the sheet's empty part below the links is a tap outside them.
  const list = details.querySelector<HTMLElement>('[data-answer]');
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (details.open && !fold.contains(event.target as Node)) details.open = false;
    },
    { passive: true },
  );
  // On the click, not the press: folded under a pressed pointer, the sheet crashed Chromium.
  list?.addEventListener('click', (event) => {
    if (event.target === list) details.open = false;
  });
  const reachFoot = () => {
    if (!list || !details.open) return;
    list.style.maxHeight = 'none';
    list.style.height = `${Math.max(0, window.innerHeight + 24 - list.getBoundingClientRect().top)}px`;
  };
  window.addEventListener('scroll', reachFoot, { passive: true });
  window.addEventListener('resize', reachFoot, { passive: true });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    summary.focus();
  });
  // Opened low on the screen (before it sticks), it rises to the top first.
  details.addEventListener('toggle', () => {
    if (details.open && fold.getBoundingClientRect().top > window.innerHeight / 2)
      fold.scrollIntoView({ block: 'start' });
    reachFoot();
  });

  return {
    showSection(title) {
      current.textContent = title ?? '';
      current.hidden = !title;
      // Read as "En este artículo: Seguridad desde el diseño"; seen as the section alone.
      label.className = title ? 'visually-hidden' : '';
      label.textContent = title ? `${labelText.textContent}: ` : labelText.textContent;
    },
  };
}
