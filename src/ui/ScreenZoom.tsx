// A screen (a case's dashboard) that opens at full size over the page: its thumbnail's button
// (ZoomTrigger) and the popover it opens (ScreenZoom). No script opens or closes it; Escape or a
// tap outside closes it, and the visitor stays on the page (a link to the bare picture left the
// site: review 32C). islands/popoverSteps adds the steps by keyboard and, on a phone, the tap
// to zoom.
import { ChevronLeft, ChevronRight, Maximize2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { popoverStepAttr, zoomFromAttr } from '../lib/pageAttributes';
import { phoneWidth } from '../theme/breakpoints';
import { Sheet, Trigger } from './ScreenZoom.styles';
import { ThemedIllustration } from './ThemedIllustration';

/** The zoomed picture's layout, as a `sizes` list: on a phone, zoomed, at least twice the
 *  screen's width. */
const zoomSizes = `${phoneWidth} 200vw, 94vw`;

export function ZoomTrigger({
  target,
  label,
  children,
}: {
  /** The id of the ScreenZoom it opens. */
  target: string;
  /** What the screen shows: the button's name is 'Ampliar: {label}'. */
  label: string;
  /** The thumbnail. Without it, the button lies over its positioned parent's picture, on a
   *  phone only: a picture as wide as the page needs no zoom on a larger screen. */
  children?: ReactNode;
}) {
  return (
    <Trigger
      type="button"
      popoverTarget={target}
      aria-label={`Ampliar: ${label}`}
      data-overlay={children ? undefined : ''}
    >
      <Maximize2 className="zoom" size={18} aria-hidden="true" />
      {children}
    </Trigger>
  );
}

export interface ScreenSteps {
  /** The ids of the screens on either side. */
  prev: string;
  next: string;
  /** This screen's place, from 1, and how many there are. */
  position: number;
  count: number;
}

export function ScreenZoom({
  id,
  label,
  caption,
  steps,
  image,
  zoomFrom,
}: {
  id: string;
  /** The dialog's name: what the screen shows. */
  label: string;
  /** Said under the screen, when the screen has one. */
  caption?: string | undefined;
  /** Screen to screen without closing (review 34C), in a gallery. */
  steps?: ScreenSteps | undefined;
  /** The picture (with its dark theme's variant, if any), drawn 1200 × 750. */
  image: { src: string; srcDark?: string | undefined };
  /** Where a phone opens it zoomed in, a share of its width from the left: past a dashboard's
   *  side menu, at its title. */
  zoomFrom?: number | undefined;
}) {
  return (
    <Sheet popover="auto" id={id} role="dialog" aria-label={label}>
      {/* On a phone, a tap zooms the screen in and a swipe moves across it; it scrolls then,
          and browsers make such a scroller focusable. */}
      <div className="pan" {...(zoomFrom ? { [zoomFromAttr]: zoomFrom } : {})}>
        {/* Lazy: a closed popover's picture is not fetched. Until the large one arrives, the
            thumbnail's own picture shows, enlarged: an empty grey panel for up to 2 s read as
            broken (review 89B). */}
        <ThemedIllustration
          {...image}
          preview
          alt={label}
          width={1200}
          height={750}
          sizes={zoomSizes}
          loading="lazy"
          decoding="async"
        />
      </div>
      <span className="swipe" aria-hidden="true">
        <span className="fit">Toca la imagen para ampliarla</span>
        <span className="zoomed">Desliza para recorrerla · toca para verla entera</span>
      </span>
      <p>
        {caption && <span aria-hidden="true">{caption}</span>}
        {/* The loader closes this screen as the next opens (islands/popoverSteps). */}
        {steps && (
          <span className="steps">
            <button
              type="button"
              popoverTarget={steps.prev}
              {...{ [popoverStepAttr]: 'prev' }}
              aria-label="Pantalla anterior"
            >
              <ChevronLeft size={18} aria-hidden="true" />
            </button>
            <span className="count">
              {steps.position} / {steps.count}
            </span>
            <button
              type="button"
              popoverTarget={steps.next}
              {...{ [popoverStepAttr]: 'next' }}
              aria-label="Pantalla siguiente"
            >
              <ChevronRight size={18} aria-hidden="true" />
            </button>
          </span>
        )}
        {/* Focus moves into the screen as it opens (review 35B), without script: the browser
            focuses a popover's autofocus element when it shows. Where React draws the screen
            (inside a dialog's island) there is no such attribute: islands/popoverSteps moves
            focus then. */}
        <button type="button" popoverTarget={id} popoverTargetAction="hide" autoFocus>
          Cerrar
        </button>
      </p>
    </Sheet>
  );
}
