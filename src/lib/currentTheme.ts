// The theme the page shows: the theme script (seo/themeInit) sets data-theme on <html> before
// the first paint, from the visitor's saved choice or system preference; the toggle flips it.
export type Theme = 'light' | 'dark';

export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}
