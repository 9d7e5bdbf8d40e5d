// Static markup; scroll, tone and menu behaviour are added by navbar/enhance.ts, which the
// island loader runs without React.
import { Menu, X } from 'lucide-react';
import type { Site } from '../../content/types.generated';
import type { SectionTone } from '../../theme/sections';
import { currentMark, navHref } from './navHref';
import { NavbarRoot } from './Navbar.styles';
import { ThemeToggle } from './ThemeToggle';
import {
  menuCloseAttr,
  menuOpenAttr,
  mobileMenuAttr,
  navbarAttr,
  navbarStateAttr,
  toneAttr,
} from '../../lib/pageAttributes';

interface Props {
  site: Site;
  currentPath: string;
  /** Tone of the first section, so the pre-rendered bar already matches the page top. */
  initialTone: SectionTone;
}

export function Navbar({ site, currentPath, initialTone }: Props) {
  const { items, cta, mobileCta, closeLabel } = site.navigation;
  const links = items.map((item) => (
    <li key={item.label}>
      <a href={navHref(item, currentPath)} aria-current={currentMark(item, currentPath)}>
        {item.label}
      </a>
    </li>
  ));
  return (
    <NavbarRoot {...{ [navbarAttr]: true, [toneAttr]: initialTone, [navbarStateAttr]: 'top' }}>
      <nav aria-label="Principal" className="bar">
        <a className="brand" href="/">
          {site.brand.name}
        </a>
        <ul className="links">{links}</ul>
        <div className="actions">
          <ThemeToggle />
          <a className="cta" href={navHref(cta, currentPath)}>
            {cta.label}
          </a>
          <button
            type="button"
            className="menu-open"
            {...{ [menuOpenAttr]: true }}
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label="Abrir menú"
          >
            <Menu size={24} aria-hidden="true" />
          </button>
        </div>
      </nav>
      <dialog
        id="mobile-menu"
        className="overlay"
        {...{ [mobileMenuAttr]: true }}
        aria-label="Menú"
      >
        <div className="overlay-top">
          <a className="brand" href="/">
            {site.brand.name}
          </a>
          <button type="button" className="menu-close" {...{ [menuCloseAttr]: true }}>
            <X size={20} aria-hidden="true" />
            {closeLabel}
          </button>
        </div>
        <ul className="overlay-links">{links}</ul>
        <div className="overlay-actions">
          <a className="cta" href={navHref(cta, currentPath)}>
            {mobileCta}
          </a>
          <ThemeToggle />
        </div>
      </dialog>
    </NavbarRoot>
  );
}
