// Theme switch without re-rendering: flips data-theme on <html> (colours are CSS custom
// properties) behind a short overlay: flip at 300 ms, overlay gone at 1000 ms, 20 sparkles.
import { currentTheme, type Theme } from '../../lib/currentTheme';
import { has, themeToggleAttr } from '../../lib/pageAttributes';

export const flipAtMs = 300;
export const totalMs = 1000;
export const sparkleCount = 20;

function storageKey(): string {
  return document.documentElement.dataset.themeKey ?? 'theme';
}

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(storageKey(), theme);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

// The overlay styles and animates itself (inline styles, Web Animations): its CSS would otherwise
// ride in the HTML of every page for a moment that only a click starts.
function overlay(): HTMLElement {
  const layer = document.createElement('div');
  layer.className = 'theme-transition';
  layer.setAttribute('aria-hidden', 'true');
  layer.style.cssText = `position:fixed;inset:0;z-index:100;pointer-events:none;background:radial-gradient(circle at center, rgba(255, 214, 0, 0.25), rgba(5, 5, 5, 0.6))`;
  layer.animate([{ opacity: 0 }, { opacity: 1, offset: 0.3 }, { opacity: 0 }], {
    duration: totalMs,
    easing: 'ease-in-out',
    fill: 'forwards',
  });
  for (let index = 0; index < sparkleCount; index += 1) {
    const sparkle = document.createElement('span');
    sparkle.style.cssText = `position:absolute;left:${Math.round(Math.random() * 100)}%;top:${Math.round(Math.random() * 100)}%;width:8px;height:8px;border-radius:50%;background:var(--color-primary);box-shadow:0 0 12px var(--color-primary)`;
    layer.append(sparkle);
    sparkle.animate(
      [
        { transform: 'scale(0)', opacity: 1 },
        { transform: 'scale(2.5)', opacity: 0 },
      ],
      { duration: 700, easing: 'ease-out', delay: Math.round(Math.random() * 300), fill: 'both' },
    );
  }
  return layer;
}

let transitioning = false;

export function isTransitioning(): boolean {
  return transitioning;
}

export function toggleTheme(): void {
  if (transitioning) return;
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
    applyTheme(next);
    return;
  }
  transitioning = true;
  document.documentElement.dataset.themeTransitioning = '';
  const layer = overlay();
  document.body.append(layer);
  setTimeout(() => applyTheme(next), flipAtMs);
  setTimeout(() => {
    layer.remove();
    transitioning = false;
    delete document.documentElement.dataset.themeTransitioning;
  }, totalMs);
}

export function enhanceThemeToggles(): void {
  const sync = () => {
    const label = currentTheme() === 'dark' ? 'Activar tema claro' : 'Activar tema oscuro';
    for (const button of document.querySelectorAll(has(themeToggleAttr)))
      button.setAttribute('aria-label', label);
  };
  for (const button of document.querySelectorAll(has(themeToggleAttr))) {
    button.addEventListener('click', () => {
      toggleTheme();
      setTimeout(sync, flipAtMs);
    });
  }
  sync();
}
