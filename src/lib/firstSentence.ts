/** A text's first sentence, and the rest: "Uno. Dos. Tres." → ["Uno.", "Dos. Tres."]. A
 * sentence ends at . ! or ? before a capital (or an opening ¿ ¡), so "12.5" or "S.A." do not end
 * one. */
export function firstSentence(text: string): [string, string] {
  const match = /^(.+?[.!?])\s+(?=[¿¡"“]?\p{Lu})(.+)$/su.exec(text.trim());
  return match ? [match[1] ?? '', match[2] ?? ''] : [text.trim(), ''];
}
