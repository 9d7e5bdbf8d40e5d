// The case's screens. Each opens at full size over the page (a 373 px thumbnail of a dashboard
// could not be read: review 31C), in a popover: no script, Escape or a tap outside closes it,
// and the visitor stays on the page (a link to the bare picture left the site: review 32C). A
// caption, when the case gives one, says what the screen shows. On a phone the popover takes the
// whole screen, as a phone's photo viewer does (review 49A: a floating panel over the page).
import type { CaseDetail } from '../../content/types.generated';
import { fillPlaceholders } from '../../content/expand';
import { popoverStepAttr } from '../../lib/pageAttributes';
import { ChevronLeft, ChevronRight, Maximize2 } from 'lucide-react';
import { Illustration, illustrationSizes } from '../../ui/Illustration';
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
          const { src, caption } = typeof image === 'string' ? { src: image } : image;
          const alt =
            caption ?? fillPlaceholders(imageAlt, { number: index + 1, title: caseTitle });
          const zoomId = zoomIdOf(index);
          return (
            <li key={src}>
              <figure>
                <button type="button" popoverTarget={zoomId} aria-label={`Ampliar: ${alt}`}>
                  <Maximize2 className="zoom" size={18} aria-hidden="true" />
                  <Illustration
                    src={src}
                    alt=""
                    width={1200}
                    height={750}
                    sizes={illustrationSizes.card}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
                {/* Read once, in the button's name. */}
                {caption && <figcaption aria-hidden="true">{caption}</figcaption>}
              </figure>
              <div popover="auto" id={zoomId} role="dialog" aria-label={alt}>
                {/* On a phone, a tap zooms the screen to twice the width and a swipe moves across
                    it (islands/popoverSteps); it scrolls then, and browsers make such a scroller
                    focusable. */}
                <div className="pan">
                  <Illustration
                    src={src}
                    alt={alt}
                    width={1200}
                    height={750}
                    sizes="(max-width: 768px) 200vw, 94vw"
                    loading="lazy"
                    decoding="async"
                  />
                </div>
                <span className="swipe" aria-hidden="true">
                  <span className="fit">Toca la pantalla para ampliarla</span>
                  <span className="zoomed">Desliza para recorrerla · toca para verla entera</span>
                </span>
                <p>
                  {caption && <span aria-hidden="true">{caption}</span>}
                  {/* Screen to screen without closing (review 34C): the loader closes this one as
                      the next opens (islands/popoverSteps). */}
                  {images.length > 1 && (
                    <span className="steps">
                      <button
                        type="button"
                        popoverTarget={zoomIdOf(index - 1)}
                        {...{ [popoverStepAttr]: 'prev' }}
                        aria-label="Pantalla anterior"
                      >
                        <ChevronLeft size={18} aria-hidden="true" />
                      </button>
                      <span className="count">
                        {index + 1} / {images.length}
                      </span>
                      <button
                        type="button"
                        popoverTarget={zoomIdOf(index + 1)}
                        {...{ [popoverStepAttr]: 'next' }}
                        aria-label="Pantalla siguiente"
                      >
                        <ChevronRight size={18} aria-hidden="true" />
                      </button>
                    </span>
                  )}
                  {/* Focus moves into the screen as it opens (review 35B), without script: the
                      browser focuses a popover's autofocus element when it shows. */}
                  <button type="button" popoverTarget={zoomId} popoverTargetAction="hide" autoFocus>
                    Cerrar
                  </button>
                </p>
              </div>
            </li>
          );
        })}
      </List>
    </section>
  );
}
