/** 'Software a medida' → '#SoftwareAMedida': a tag written as a hashtag, words joined. */
export function hashtag(tag: string): string {
  return `#${tag
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;
}
