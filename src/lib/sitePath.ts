// A link that stays on this site: a path, never another host ('//host') nor a script
// ('javascript:'). No dependencies: the loader checks stored links with it before React runs,
// and the form's zod schema checks them again with the same pattern.
export const sitePathPattern = /^\/(?!\/)/;
