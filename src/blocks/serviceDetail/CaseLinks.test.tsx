// Which result of a case each place of a service page shows: the opening band one, the case's
// card another (CaseLinks.tsx).
import { describe, expect, it } from 'vitest';
import { fixtureSite as site } from '../../../tests/unit/fixtureSite';
import { renderHtml, templateSection, visibleText } from '../../../tests/unit/renderBlock';
import ServiceDetail from './ServiceDetail';

const { block, entry, content } = templateSection(
  '/servicios/desarrollo-aplicaciones-moviles',
  'serviceDetail',
);
const service = site.collections.services.find(({ slug }) => slug === entry.slug)!.data;
const [study] = service.caseStudies ?? [];
if (!study) throw new Error('the sample service lost its cases');

describe('case results on a service page', () => {
  it("gives the first case's card another result than the one the opening band shows", () => {
    const [opening, next] = site.collections.cases.find(({ slug }) => slug === study.slug)!.data
      .results;
    const text = visibleText(renderHtml(<ServiceDetail {...block} content={content} />));
    expect(text.split(opening!.title)).toHaveLength(2);
    expect(text).toContain(`${next!.title}`);
  });

  it('opens with the result a case card names, in place of the first, which its card then shows', () => {
    const shown = site.collections.cases.find(({ slug }) => slug === study.slug)!.data;
    const [first, chosen] = shown.results;
    const caseStudies = service.caseStudies?.map((item) =>
      item.slug === study.slug ? { ...item, result: chosen!.title } : item,
    );
    const services = content.collections.services.map((item) =>
      item.slug === entry.slug ? { ...item, data: { ...item.data, caseStudies } } : item,
    );
    const withResult = { ...content, collections: { ...content.collections, services } };
    const text = visibleText(renderHtml(<ServiceDetail {...block} content={withResult} />));
    expect(text.indexOf(chosen!.title)).toBeLessThan(text.indexOf(first!.title));
    expect(text.split(chosen!.title)).toHaveLength(2);
    expect(text.split(first!.title)).toHaveLength(2);
  });

  it("gives the first case's card the result the service names for it, not the next one", () => {
    const results = site.collections.cases.find(({ slug }) => slug === study.slug)!.data.results;
    const [opening, next, named] = results;
    if (!named) throw new Error('the sample case needs three results');
    const caseStudies = service.caseStudies?.map((item) =>
      item.slug === study.slug ? { ...item, result: undefined, cardResult: named.title } : item,
    );
    const services = content.collections.services.map((item) =>
      item.slug === entry.slug ? { ...item, data: { ...item.data, caseStudies } } : item,
    );
    const withCardResult = { ...content, collections: { ...content.collections, services } };
    const text = visibleText(renderHtml(<ServiceDetail {...block} content={withCardResult} />));
    expect(text).toContain(opening!.title);
    expect(text).toContain(named.title);
    expect(text).not.toContain(next!.title);
  });

  it("shows a case's dark drawing in the dark theme where the service shows the case's own picture", () => {
    const dark = '/cases/caso-oscuro.svg';
    const withPicture = (imageUrl: string, imageUrlDark?: string) => {
      const cases = content.collections.cases.map((item) =>
        item.slug === study.slug
          ? {
              ...item,
              data: {
                ...item.data,
                bannerImage: '/cases/caso.svg',
                featuredImage: undefined,
                bannerImageDark: dark,
              },
            }
          : item,
      );
      const caseStudies = service.caseStudies?.map((item) =>
        item.slug === study.slug ? { ...item, imageUrl, imageUrlDark } : item,
      );
      const services = content.collections.services.map((item) =>
        item.slug === entry.slug ? { ...item, data: { ...item.data, caseStudies } } : item,
      );
      return renderHtml(
        <ServiceDetail
          {...block}
          content={{ ...content, collections: { ...content.collections, cases, services } }}
        />,
      );
    };
    expect(withPicture('/cases/caso.svg')).toMatch(
      new RegExp(`<img[^>]*src="${dark}"[^>]*data-dark-variant`),
    );
    expect(withPicture('/cases/otra-pantalla.svg')).not.toContain(dark);
    // Another picture of the case (its app) names its own dark drawing.
    expect(withPicture('/cases/otra-pantalla.svg', '/cases/otra-pantalla-oscuro.svg')).toMatch(
      /<img[^>]*src="\/cases\/otra-pantalla-oscuro.svg"[^>]*data-dark-variant/,
    );
  });
});
