/** Writes `note` into a form's empty comment field as typing would, so the form's island (or,
 * before it hydrates, the loader's draft capture) keeps it. What the visitor wrote stays. */
export function startComment(form: ParentNode, note: string): void {
  const comment = form.querySelector<HTMLTextAreaElement>('textarea[name="comentario"]');
  if (!comment || comment.value.trim()) return;
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(comment, note);
  comment.dispatchEvent(new Event('input', { bubbles: true }));
}
