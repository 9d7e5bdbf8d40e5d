// The case's screens. Each opens at full size over the page (ui/ScreenZoom): a 373 px thumbnail
// of a dashboard could not be read (review 31C). A caption, when the case gives one, says what
// the screen shows.
import type { CaseDetail } from '../../content/types.generated';
import { fillPlaceholders } from '../../content/expand';
import { illustrationSizes } from '../../ui/Illustration';
import { ThemedIllustration } from '../../ui/ThemedIllustration';
import { ScreenZoom, ZoomTrigger } from '../../ui/ScreenZoom';
import { List } from './Gallery.styles';

type GalleryImage = NonNullable<CaseDetail['galleryImages']>[number];

interface Props {
  title: string;
  /** Alternative text of an image without a caption; {number} is its position, {title} the
   *  case's title. */
  imageAlt: string;
  caseTitle: string;
  images: GalleryImage[];
}

export function Gallery({ title, imageAlt, caseTitle, images }: Props) {
  if (images.length === 0) return null;
  // Round the ends: after the last screen, the first.
  const zoomIdOf = (index: number) => `galeria-${((index + images.length) % images.length) + 1}`;
  return (
    <section aria-labelledby="galeria">
      <h2 id="galeria">{title}</h2>
      <List $count={images.length}>
        {images.map((image, index) => {
          const { src, srcDark, caption } = typeof image === 'string' ? { src: image } : image;
          const alt =
            caption ?? fillPlaceholders(imageAlt, { number: index + 1, title: caseTitle });
          const zoomId = zoomIdOf(index);
          return (
            <li key={src}>
              <figure>
                <ZoomTrigger target={zoomId} label={alt}>
                  <ThemedIllustration
                    src={src}
                    srcDark={srcDark}
                    alt=""
                    width={1200}
                    height={750}
                    sizes={illustrationSizes.card}
                    loading="lazy"
                    decoding="async"
                  />
                </ZoomTrigger>
                {/* Read once, in the button's name. */}
                {caption && <figcaption aria-hidden="true">{caption}</figcaption>}
              </figure>
              <ScreenZoom
                id={zoomId}
                label={alt}
                caption={caption}
                steps={
                  images.length > 1
                    ? {
                        prev: zoomIdOf(index - 1),
                        next: zoomIdOf(index + 1),
                        position: index + 1,
                        count: images.length,
                      }
                    : undefined
                }
                image={{ src, srcDark }}
              />
            </li>
          );
        })}
      </List>
    </section>
  );
}
