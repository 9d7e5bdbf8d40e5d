import { describe, expect, it } from 'vitest';
import { currentMark, navHref } from './navHref';
import { nextBarState } from './scrollState';

describe('navHref', () => {
  const faq = { label: 'FAQ', href: '/#faq' };
  const contact = { label: 'CONTÁCTANOS', href: '/#contact-form', offHomeHref: '/contacto' };
  const factory = { label: 'Software Factory', href: '/software-factory' };

  it('scrolls in place on the home page', () => {
    expect(navHref(faq, '/')).toBe('#faq');
    expect(navHref(contact, '/')).toBe('#contact-form');
  });
  it('sends home anchors to the home page from other pages', () => {
    expect(navHref(faq, '/desarrollo-software-santiago')).toBe('/#faq');
  });
  it('sends contact-form to /contacto off the home page', () => {
    expect(navHref(contact, '/blog')).toBe('/contacto');
  });
  it('scrolls to the form on /contacto instead of reloading it', () => {
    expect(navHref(contact, '/contacto')).toBe('#contact-form');
  });
  it('keeps routes as they are everywhere', () => {
    expect(navHref(factory, '/')).toBe('/software-factory');
    expect(navHref(factory, '/blog')).toBe('/software-factory');
  });
});

describe('currentMark', () => {
  const blog = { label: 'Blog', href: '/blog' };
  it('marks the page of an item, and the pages under it as within it', () => {
    expect(currentMark(blog, '/blog')).toBe('page');
    expect(currentMark(blog, '/blog/costos-app')).toBe('true');
    expect(currentMark(blog, '/blogs')).toBeUndefined();
    expect(currentMark({ label: 'FAQ', href: '/#faq' }, '/')).toBeUndefined();
  });
  it('marks a home-anchor item on the section it stands for, never on the home page', () => {
    const cases = { label: 'Casos de éxito', href: '/#success-stories', section: '/casos-exito' };
    expect(currentMark(cases, '/casos-exito')).toBe('page');
    expect(currentMark(cases, '/casos-exito/marketplace-agricola')).toBe('true');
    expect(currentMark(cases, '/')).toBeUndefined();
    expect(currentMark(cases, '/contacto')).toBeUndefined();
  });
});

describe('nextBarState', () => {
  const shown = { hidden: false, scrolled: false };
  it('hides when scrolling down past 100 px faster than 5 px', () => {
    expect(nextBarState(shown, 150, 160).hidden).toBe(true);
  });
  it('stays visible for slow scrolling or above 100 px', () => {
    expect(nextBarState(shown, 150, 154).hidden).toBe(false);
    expect(nextBarState(shown, 40, 95).hidden).toBe(false);
  });
  it('reappears on any scroll up', () => {
    expect(nextBarState({ hidden: true, scrolled: true }, 500, 499).hidden).toBe(false);
  });
  it('uses the light glass within the first 50 px', () => {
    expect(nextBarState(shown, 0, 50).scrolled).toBe(false);
    expect(nextBarState(shown, 50, 51).scrolled).toBe(true);
  });
});
