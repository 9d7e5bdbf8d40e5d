// A case's screens in the order the page shows them: first those its solution parts show
// beside their text (solution[].screen), then the rest, in its gallery. Numbered as one series,
// so the zoomed screens step through all of them, section to section.
import type { CaseDetail } from '../../content/types.generated';
import { fillPlaceholders } from '../../content/expand';
import type { ScreenSteps } from '../../ui/ScreenZoom';

type GalleryImage = NonNullable<CaseDetail['galleryImages']>[number];

export interface CaseScreen {
  image: { src: string; srcDark?: string | undefined };
  /** Where a phone's zoomed view starts, a share of the width (the schema's zoomFrom). */
  zoomFrom?: number | undefined;
  caption?: string | undefined;
  /** What it shows: its caption, or the page's "Pantalla {number} de {title}". */
  alt: string;
  /** Its zoomed view's id, and its neighbours' in the series (round the ends). */
  zoomId: string;
  steps?: ScreenSteps | undefined;
}

const zoomIdAt = (position: number) => `pantalla-${position}`;

export function caseScreens(
  images: readonly GalleryImage[],
  solution: readonly { screen?: number | undefined }[],
  alt: { template: string; caseTitle: string },
): { bySolutionPart: (CaseScreen | undefined)[]; gallery: CaseScreen[] } {
  const shownBeside = solution.map(({ screen }) => (screen === undefined ? -1 : screen - 1));
  const order = [
    ...shownBeside.filter((index) => index >= 0 && index < images.length),
    ...images.map((_, index) => index).filter((index) => !shownBeside.includes(index)),
  ];
  const screens = order.map((index, position): CaseScreen => {
    const image = images[index]!;
    const { src, srcDark, caption, zoomFrom } = typeof image === 'string' ? { src: image } : image;
    const count = order.length;
    return {
      image: { src, srcDark },
      zoomFrom,
      caption,
      alt: caption ?? fillPlaceholders(alt.template, { number: index + 1, title: alt.caseTitle }),
      zoomId: zoomIdAt(position + 1),
      steps:
        count > 1
          ? {
              prev: zoomIdAt(((position - 1 + count) % count) + 1),
              next: zoomIdAt(((position + 1) % count) + 1),
              position: position + 1,
              count,
            }
          : undefined,
    };
  });
  return {
    bySolutionPart: shownBeside.map((index) => screens[order.indexOf(index)]),
    gallery: screens.filter((_, position) => !shownBeside.includes(order[position]!)),
  };
}
