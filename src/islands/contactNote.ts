// A card's link to this page's contact form says what brought the visitor: following it starts
// the form's comment with the card's note (blocks/cards' contactNote), as a case's 'Agenda un
// deep dive' does (review 66B: four service buttons landed on an empty form).
import { contactNoteAttr, has } from '../lib/pageAttributes';
import { startComment } from '../lib/startComment';

export function startCommentsFromLinks(): void {
  if (!document.querySelector(has(contactNoteAttr))) return;
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
      `a[${contactNoteAttr}]`,
    );
    const note = link?.getAttribute(contactNoteAttr);
    if (!link || !note || !link.hash) return;
    const form = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (form) startComment(form, note);
  });
}
