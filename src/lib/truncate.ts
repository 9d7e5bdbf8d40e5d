// Cuts at a word boundary: "Plataforma que centraliza pedidos…", never "Plataforma que cent…".
// A single word longer than the limit is the one case cut inside a word.

/** Trailing characters that read badly right before an ellipsis. */
const dangling = /[\s,;:.\-–—(/]+$/;

/** Cuts text to at most `max` characters, '…' included, ending on a whole word. */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  // One character is the ellipsis; the character after the cut tells whether a word was split.
  const room = trimmed.slice(0, max - 1);
  const splitsWord = /\S/.test(trimmed.charAt(max - 1)) && /\S$/.test(room);
  const lastSpace = room.search(/\s\S*$/);
  const cut = splitsWord && lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(dangling, '')}…`;
}

/** A card's excerpt: the whole sentences that fit, when they fill at least half the room (a
 *  preview that ends on a full stop reads finished); otherwise `truncate`'s cut at a word. */
export function excerpt(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const sentences = trimmed.slice(0, max).match(/^.*[.!?](?=\s)/s)?.[0] ?? '';
  return sentences.length >= max / 2 ? sentences : truncate(trimmed, max);
}

/** Spec §9: a blog cover's alternative text is its description, cut at 80 characters. */
export const coverAlt = (description: string) => truncate(description, 80);
