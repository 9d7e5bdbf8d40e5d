// The case page the block's tests start from: the fixture site's sample case, and the same
// content with that case's data changed.
import { fixtureSite as site } from '../../../tests/unit/fixtureSite';
import { templateSection } from '../../../tests/unit/renderBlock';

export const { block, entry, content } = templateSection(
  '/casos-exito/sistema-gestion-logistica',
  'caseDetail',
);
export const study = site.collections.cases.find(({ slug }) => slug === entry.slug)!.data;
if (!study.testimonial || !study.galleryImages?.length)
  throw new Error('the sample case lost content');

/** The content with the sample case's data changed. */
export const withStudy = (changes: Partial<typeof study>) => ({
  ...content,
  collections: {
    ...content.collections,
    cases: content.collections.cases.map((other) =>
      other.slug === entry.slug ? { ...other, data: { ...other.data, ...changes } } : other,
    ),
  },
});
