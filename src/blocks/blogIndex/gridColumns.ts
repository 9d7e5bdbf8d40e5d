// The article grid's columns by width: one on phones, two on tablets, three from 960 px. Fixed
// counts (not auto-fill) so the topics tile knows how many columns it must close.
export const gridColumns = [
  { media: '@media (min-width: 0px)', columns: 1 },
  { media: '@media (min-width: 640px)', columns: 2 },
  { media: '@media (min-width: 960px)', columns: 3 },
] as const;

export const gridTemplate = gridColumns
  .map(
    ({ media, columns }) =>
      `${media} { grid-template-columns: repeat(${columns}, minmax(0, 1fr)); }`,
  )
  .join('\n');
