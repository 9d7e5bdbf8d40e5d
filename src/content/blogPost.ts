/** The spec's alt text for a post's image: the first 80 characters of its description. */
export const heroAlt = (description: string) => description.slice(0, 80);
