/** Hidden from sight, still read by screen readers: the global .visually-hidden class, and parts
 *  that hide only at some widths (a table's head on a phone, a button's word beside its icon). */
export const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
