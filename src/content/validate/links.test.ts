import { describe, expect, it } from 'vitest';
import { internalRoute, isValidLink, linksIn } from './links';

describe('links', () => {
  it.each([
    '/',
    '/contacto',
    '/#faq',
    '/blog/rss.xml',
    '#calculadora',
    'https://example.com/a',
    'mailto:hola@example.com',
    'tel:+56 2 2000 0000',
  ])('accepts %s', (href) => expect(isValidLink(href)).toBe(true));
  it.each([
    'htps//example.com',
    'contacto',
    '/Contacto',
    '/a b',
    'https://localhost',
    'javascript:alert(1)',
    '/a/',
  ])('rejects %s', (href) => expect(isValidLink(href)).toBe(false));
  it('splits the route from the anchor', () => {
    expect(internalRoute('/#faq')).toBe('/');
    expect(internalRoute('/contacto#form')).toBe('/contacto');
    expect(internalRoute('#faq')).toBeUndefined();
    expect(internalRoute('https://example.com')).toBeUndefined();
  });

  it('finds the fields the schemas call links, whatever their name, and no others', () => {
    const section = {
      title: '/parece-una-ruta',
      actions: [{ label: 'Ir', href: '/contacto' }],
      privacyHref: '/privacidad',
      breadcrumb: [{ text: 'Inicio', url: '/' }],
    };
    expect([...linksIn(section)]).toEqual([
      { pointer: '/actions/0/href', href: '/contacto' },
      { pointer: '/privacyHref', href: '/privacidad' },
      { pointer: '/breadcrumb/0/url', href: '/' },
    ]);
  });
});
