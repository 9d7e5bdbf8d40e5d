import { Moon, Sun } from 'lucide-react';

/** Behaviour lives in theme/themeToggle.ts; the icon shown follows data-theme through CSS. */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className="theme-toggle"
      data-theme-toggle
      aria-label="Cambiar tema claro u oscuro"
    >
      <Sun className="icon-sun" size={20} aria-hidden="true" />
      <Moon className="icon-moon" size={20} aria-hidden="true" />
    </button>
  );
}
