// The folded section map of a long text on narrower screens (ui/TableOfContentsFold). Open, it
// stayed pinned over the text, some 440 of 844 px, until its "−" was found; opened low on the
// first screen, its list unfolded below the fold and nothing seemed to happen (review 35A). So:
// a tap outside it or Escape folds it; opened low on the screen, it scrolls up to the top, where
// it sticks; and its bar names the section being read (islands/pageNav calls `showSection`)
// under the map's own name.
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

  // The map's name over the section's: stuck, the bar showed the section alone, with no word
  // of what it was (review 50B).
  const now = document.createElement('span');
  now.setAttribute('data-toc-now', '');
  const label = document.createElement('span');
  label.textContent = labelText.textContent;
  const current = document.createElement('span');
  current.setAttribute('data-toc-current', '');
  current.hidden = true;
  summary.replaceChild(now, labelText);
  now.append(label, current);

  document.addEventListener(
    'pointerdown',
    (event) => {
      if (details.open && !fold.contains(event.target as Node)) details.open = false;
    },
    { passive: true },
  );
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    summary.focus();
  });
  // Opened low on the screen (before it sticks), it rises to the top first.
  details.addEventListener('toggle', () => {
    if (details.open && fold.getBoundingClientRect().top > window.innerHeight / 2)
      fold.scrollIntoView({ block: 'start' });
  });

  return {
    showSection(title) {
      current.textContent = title ?? '';
      current.hidden = !title;
      // Read as "En este artículo: Seguridad desde el diseño" (the two lines are blocks: the
      // browser puts a space between them).
      label.textContent = title ? `${labelText.textContent}:` : labelText.textContent;
    },
  };
}
