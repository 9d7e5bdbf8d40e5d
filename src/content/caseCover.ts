// The picture a case's cards show: its featured image, or else its banner, which alone may have
// a variant for the dark theme (bannerImageDark).
import type { CaseDetail } from './types.generated';

export function caseCover(study: CaseDetail): { src: string; srcDark: string | undefined } {
  return study.featuredImage
    ? { src: study.featuredImage, srcDark: undefined }
    : { src: study.bannerImage, srcDark: study.bannerImageDark };
}
