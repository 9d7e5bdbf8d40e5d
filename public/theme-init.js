// Runs in <head> before first paint (external file, so a strict CSP needs no inline script):
// applies the saved theme or the system preference.
(function () {
  var root = document.documentElement;
  var key = document.currentScript.getAttribute('data-key');
  var theme;
  try {
    theme = localStorage.getItem(key);
  } catch (error) {
    theme = null;
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', theme);
  root.setAttribute('data-theme-key', key);
})();
