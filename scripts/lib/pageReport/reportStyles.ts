// The page report's stylesheet: plain CSS in the document (the report is one file). Light and
// dark follow the system. The Google result uses Arial at Google's sizes, since its cuts are
// measured in Arial; the brand font is not loaded (no external fonts).
export const reportCss = `
:root {
  color-scheme: light dark;
  --bg: #fff; --bg-alt: #f8f9fa; --text: #000; --muted: #595959; --border: #e4e6ea;
  --accent: #ffd600; --warn-bg: #fff4cc; --warn-text: #5c4400; --ok: #1e6b32;
  --serp-bg: #fff; --serp-title: #1a0dab; --serp-text: #4d5156; --serp-cite: #202124;
  --card-bg: #f2f3f5; --card-text: #1c1e21; --card-muted: #606770;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #000; --bg-alt: #1a1a1a; --text: #fff; --muted: #cccccc; --border: #2a2a2a;
    --warn-bg: #3a2f00; --warn-text: #ffe680; --ok: #7bd88f;
    --serp-bg: #1f1f1f; --serp-title: #99c3ff; --serp-text: #bfbfbf; --serp-cite: #dadce0;
    --card-bg: #242526; --card-text: #e4e6eb; --card-muted: #b0b3b8;
  }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
a { color: inherit; }
code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 0.85em; overflow-wrap: anywhere; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.top, main { max-width: 1400px; margin-inline: auto; padding-inline: 1.5rem; }
.top { padding-block: 2rem 1.25rem; background: linear-gradient(var(--accent), var(--accent)) bottom / calc(100% - 3rem) 4px no-repeat; }
.eyebrow { margin: 0; font-size: 0.8rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
h1 { margin: 0.25rem 0 0.5rem; font-size: clamp(1.75rem, 5vw, 2.75rem); line-height: 1.1; }
.summary { margin: 0 0 0.5rem; font-weight: 700; }
.help { margin: 0; max-width: 75ch; color: var(--muted); }
main { padding-block: 1.5rem 4rem; }
.site-warnings { margin-bottom: 1.5rem; padding: 1rem; border-radius: 12px; background: var(--bg-alt); }
.site-warnings h2 { margin: 0 0 0.5rem; font-size: 1.1rem; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
thead th { position: sticky; top: 0; z-index: 1; background: var(--bg); text-align: left; font-size: 0.75rem;
  text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); padding: 0.5rem; border-bottom: 2px solid var(--text); }
thead th:nth-child(1) { width: 15%; } thead th:nth-child(2) { width: 19%; } thead th:nth-child(3) { width: 26%; }
thead th:nth-child(4) { width: 20%; } thead th:nth-child(5) { width: 10%; } thead th:nth-child(6) { width: 10%; }
tbody th, tbody td { text-align: left; vertical-align: top; padding: 0.75rem 0.5rem; }
tbody { border-bottom: 1px solid var(--border); }
tbody:nth-of-type(even) { background: var(--bg-alt); }
tbody th { font-weight: 400; }
tbody th > a, tbody th > strong { display: block; font-weight: 700; font-size: 1rem; overflow-wrap: anywhere; }
td > p { margin: 0; }
.file { display: block; margin-top: 0.25rem; color: var(--muted); }
.badge { display: inline-block; margin-top: 0.25rem; padding: 0 0.5rem; border-radius: 999px; background: var(--warn-bg); color: var(--warn-text); font-size: 0.75rem; font-weight: 700; }
.measure { margin-top: 0.25rem !important; font-size: 0.8rem; color: var(--muted); }
.measure.cut { color: var(--warn-text); background: var(--warn-bg); display: inline-block; padding: 0 0.375rem; border-radius: 6px; font-weight: 700; }
.ok { color: var(--ok); font-weight: 700; }
.warnings { margin: 0; padding-left: 1.1rem; font-size: 0.85rem; }
.warnings li + li { margin-top: 0.5rem; }
.warnings code { display: block; color: var(--muted); }
.hint { display: block; color: var(--muted); }
.links summary { cursor: pointer; min-height: 24px; }
.links ul { margin: 0.25rem 0 0.5rem; padding-left: 1.1rem; font-size: 0.85rem; }
.preview-row td { padding-top: 0; }
.previews { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
figure { margin: 0; }
figcaption { margin-bottom: 0.375rem; font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); }
.serp { flex: 1 1 600px; max-width: 652px; }
.serp-result { padding: 1rem 1.5rem; border: 1px solid var(--border); border-radius: 12px; background: var(--serp-bg); font-family: Arial, "Liberation Sans", Helvetica, sans-serif; }
.serp-site { display: flex; gap: 0.75rem; align-items: center; margin-bottom: 0.25rem; }
.serp-icon { display: grid; place-items: center; width: 28px; height: 28px; border-radius: 50%; background: var(--accent); color: #050505; font-weight: 700; font-size: 14px; flex: none; }
.serp-site > span:last-child { display: grid; min-width: 0; }
.serp-name { font-size: 14px; line-height: 20px; color: var(--serp-cite); }
.serp cite { font-style: normal; font-size: 12px; line-height: 18px; color: var(--serp-text); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.serp-title { margin: 0.375rem 0 0.25rem; max-width: 600px; font-size: 20px; line-height: 26px; color: var(--serp-title); white-space: nowrap; overflow: hidden; }
.serp-description { margin: 0; max-width: 600px; font-size: 14px; line-height: 22px; color: var(--serp-text); overflow-wrap: anywhere; }
.card { flex: 0 1 420px; }
.card-frame { overflow: hidden; border: 1px solid var(--border); border-radius: 12px; background: var(--card-bg); font-family: Helvetica, Arial, "Liberation Sans", sans-serif; }
.card-image { aspect-ratio: 1.91 / 1; background: var(--border) center / cover no-repeat; }
.card-image.missing { display: grid; place-items: center; padding: 1rem; text-align: center; color: var(--warn-text); background: var(--warn-bg); font-weight: 700; }
.card-text { display: grid; gap: 0.125rem; padding: 0.625rem 0.875rem 0.75rem; border-top: 1px solid var(--border); }
.card-host { font-size: 12px; text-transform: uppercase; color: var(--card-muted); }
.card-title { font-size: 16px; line-height: 20px; color: var(--card-text); display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.card-description { font-size: 14px; line-height: 20px; color: var(--card-muted); display: -webkit-box; -webkit-line-clamp: 1; -webkit-box-orient: vertical; overflow: hidden; }
@media (max-width: 900px) {
  .top, main { padding-inline: 1rem; }
  .top { background-size: calc(100% - 2rem) 4px; }
  table, tbody, tr, th, td { display: block; width: 100%; }
  thead { display: none; }
  tbody { margin-bottom: 1rem; padding: 0.75rem; border: 1px solid var(--border); border-radius: 12px; }
  tbody th, tbody td { padding: 0.375rem 0; }
  tbody td[data-label]::before { content: attr(data-label); display: block; font-size: 0.7rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); }
  .serp-result { padding: 0.75rem 1rem; }
  .serp-title { white-space: normal; }
}
`;
