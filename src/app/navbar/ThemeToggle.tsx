import { Moon, Sun } from 'lucide-react';
import { themeToggleAttr } from '../../lib/pageAttributes';

/** Behaviour lives in theme/themeToggle.ts; the icon shown follows data-theme through CSS. */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className="theme-toggle"
      {...{ [themeToggleAttr]: true }}
      aria-label="Cambiar tema claro u oscuro"
    >
      <Sun className="icon-sun" size={20} aria-hidden="true" />
      <Moon className="icon-moon" size={20} aria-hidden="true" />
    </button>
  );
}
