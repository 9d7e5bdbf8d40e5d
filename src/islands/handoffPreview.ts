// What another page handed the contact form (a case, a service, the calculator's quote) lives in
// storage, so the server's HTML cannot hold it, and React shows it only once the form's island
// has hydrated: 0.5 to 1 s after a landing on /#contact-form, when it pushed the fields 120 to
// 210 px down (reviews 52A, 52B). The loader draws it first, in its own first task, from the same
// stored JSON and in the markup QuoteHandoffLine renders (tests/e2e/handoff-preview.spec.ts holds
// the fields still as the island's card takes its place). What fails the shape below is left to
// the island, which checks it with zod.
import { attachmentKey, storedRecord } from '../leads/storageKeys';
import { draftKeyAttr, handoffPressedAttr, handoffPreviewAttr, has } from '../lib/pageAttributes';
import { sitePathPattern } from '../lib/sitePath';
import { dotZone, dotZoneClip } from '../ui/dotZone';

type Stored = Partial<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

function node(tag: string, className: string, ...children: (Node | string)[]): HTMLElement {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.append(...children);
  return element;
}

/** The card's parts, or nothing when a required one is missing or the link leaves the site. */
function card(stored: Stored, namedByCard: boolean): HTMLElement[] | undefined {
  const [title, total, editLabel, removeLabel, editHref, note] = [
    stored.title,
    stored.total,
    stored.editLabel,
    stored.removeLabel,
    stored.editHref,
    stored.note,
  ].map(text);
  if (!title || !total || !editLabel || !removeLabel || !note) return undefined;
  if (!editHref || !sitePathPattern.test(editHref)) return undefined;
  const link = node('a', '', editLabel);
  link.setAttribute('href', editHref);
  const remove = node('button', '', removeLabel);
  remove.setAttribute('type', 'button');
  const parts = [
    node(
      'div',
      'head',
      node(
        'p',
        '',
        node('span', 'label', title, node('span', 'sep', ': ')),
        node('strong', '', total),
      ),
      node('div', 'actions', link, remove),
    ),
  ];
  const line = text(stored.line);
  if (line) {
    // Broken between its parts as PartsLine's flow does, whose CSS is not on the page yet: each
    // part led by its dot in a zone of its own, the zone clipped where it opens a line.
    const dot = () => {
      const zone = node('span', '', '·');
      Object.assign(zone.style, { display: 'inline-block', width: dotZone, textAlign: 'center' });
      zone.setAttribute('aria-hidden', 'true');
      return zone;
    };
    const row = node('span', '', ...line.split(' · ').map((part) => node('span', '', dot(), part)));
    Object.assign(row.style, {
      display: 'flex',
      flexWrap: 'wrap',
      marginLeft: `-${dotZone}`,
      clipPath: dotZoneClip,
    });
    parts.push(row);
  }
  const warning = text(stored.warning);
  if (warning) {
    // The icon's place kept (blank), so the text wraps where the island's will.
    const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    for (const size of ['width', 'height']) icon.setAttribute(size, '16');
    parts.push(node('p', 'warning', icon, warning));
  }
  if (!(namedByCard && stored.responder)) parts.push(node('p', 'note', note));
  return parts;
}

export function previewHandoffs(): void {
  for (const slot of document.querySelectorAll<HTMLElement>(has(handoffPreviewAttr))) {
    const key = slot.closest(has(draftKeyAttr))?.getAttribute(draftKeyAttr);
    const stored = key ? storedRecord(attachmentKey(key)) : undefined;
    const parts = stored && card(stored, slot.getAttribute(handoffPreviewAttr) === 'named');
    if (!parts) continue;
    slot.replaceChildren(...parts);
    slot.hidden = false;
    // A press before the island runs is kept on the form: the island removes the hand-off then.
    const form = slot.closest('form');
    slot
      .querySelector('button')
      ?.addEventListener('click', () => form?.setAttribute(handoffPressedAttr, ''), { once: true });
    if (form) keepFocusAcrossSwap(slot, form);
  }
}

/** A keyboard on the preview's link or button when the island swaps in its card keeps its place,
 *  on the card's control of the same name: focusing the preview is what wakes the island, and
 *  the swap dropped focus to the top of the page (found with review 57A's landing focus). Watched
 *  here, not in React: the hydration's first commit may already be the one that swaps. */
function keepFocusAcrossSwap(slot: HTMLElement, form: HTMLFormElement): void {
  let focused: { tag: string; label: string } | undefined;
  // On the document, capturing: the island's trigger listens on its root, and a focus that
  // wakes it may hydrate it, and swap the slot out, before the event reaches the slot.
  const track = ({ type, target, relatedTarget }: FocusEvent) => {
    const control = target as HTMLElement;
    if (!slot.contains(control)) return;
    if (type === 'focusin') focused = { tag: control.tagName, label: control.textContent ?? '' };
    else if (relatedTarget) focused = undefined;
  };
  document.addEventListener('focusin', track, true);
  document.addEventListener('focusout', track, true);
  const watch = new MutationObserver(() => {
    if (slot.isConnected) return;
    watch.disconnect();
    document.removeEventListener('focusin', track, true);
    document.removeEventListener('focusout', track, true);
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!focused || !lost) return;
    const { tag, label } = focused;
    [...form.querySelectorAll<HTMLElement>(tag)]
      .find((control) => control.textContent === label)
      ?.focus({ preventScroll: true });
  });
  watch.observe(form, { childList: true, subtree: true });
}
