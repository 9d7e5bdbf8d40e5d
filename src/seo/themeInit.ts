// The script that sets the theme before the first paint: the saved choice, else the system
// preference. Inline in every page's <head>: as a file it was each page's one render-blocking
// request (Lighthouse: about 150 ms of LCP on a mobile connection). The Content-Security-Policy
// allows exactly this text by its hash (scripts/lib/securityHeaders), so script-src still has no
// 'unsafe-inline'. The storage key comes from the element's data-key, so the text, and its hash,
// is the same on every page and every site. ES5, as it runs before anything else.
export const themeInitScript =
  "(function(){var r=document.documentElement,k=document.currentScript.dataset.key,t;try{t=localStorage.getItem(k)}catch(e){}if(t!='light'&&t!='dark')t=matchMedia('(prefers-color-scheme:dark)').matches?'dark':'light';r.dataset.theme=t;r.dataset.themeKey=k})()";
