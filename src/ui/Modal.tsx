// The one dialog shell of the site. A native <dialog> opened with showModal(): the browser makes
// the rest of the page inert. On top of that: Tab wraps around inside (the browser would
// otherwise let focus leave for its own toolbar), Escape and a click on the backdrop ask to
// close, the page behind does not scroll, focus goes back to whatever opened it (DialogLifecycle),
// and the sheet moves in and out (framer-motion, features loaded lazily, nothing moves with
// reduced motion).
// With a `header`, the sheet lays itself out: a fixed header with the close button, and a
// padded body that scrolls under it.
import { LazyMotion, useReducedMotion } from 'framer-motion';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { keepFocusInside } from './DialogFocus';
import { useDialogLifecycle } from './DialogLifecycle';
import { backdropMotion, canAnimate, loadDialogFeatures, sheetMotion } from './DialogMotion';
import { Backdrop, Body, Header, HeaderButton, Layer, Sheet, type SheetSize } from './DialogStyles';

interface ModalProps {
  open: boolean;
  /** A request to close (close button, Escape, backdrop); the shell closes and animates out. */
  onClose: () => void;
  /** Id of the dialog's title. */
  labelledBy: string;
  /** `fit` wraps its content (a short message); `md` and `lg` are sheets of 760 and 880 px. */
  size?: SheetSize;
  /** The header's content beside the close button; without it the shell is a bare box. */
  header?: ReactNode;
  closeLabel?: string;
  /** When it changes (another item shown in the same dialog), the body scrolls back to the top. */
  scrollKey?: string | number;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /** Where focus goes on close, when not the element that opened the dialog. */
  returnFocus?: () => HTMLElement | null | undefined;
  className?: string;
  children: ReactNode;
}

export function Modal({
  open,
  onClose,
  labelledBy,
  size = 'fit',
  header,
  closeLabel = 'Cerrar',
  scrollKey,
  onKeyDown,
  returnFocus,
  className,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const { mounted, leaving } = useDialogLifecycle(ref, open, reducedMotion, returnFocus);

  useEffect(() => {
    body.current?.scrollTo({ top: 0 });
  }, [scrollKey]);

  const requestClose = () => {
    if (open) onClose();
  };
  const phase = leaving ? 'leaving' : 'shown';
  const initial = canAnimate(reducedMotion) ? 'hidden' : false;

  // The <dialog> joins the page the first time it opens: rendered closed, it would put its CSS
  // into the HTML of every page that holds it, for a moment only a click starts.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;

  return (
    <Layer
      ref={ref}
      $size={size}
      aria-modal="true"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      data-leaving={leaving || undefined}
      inert={leaving}
      className={className}
      onKeyDown={(event) => {
        // A screen opened full size inside the sheet (ui/ScreenZoom, a popover above it) keeps
        // its own keys: Escape closes it, not the sheet, and arrows do not turn the sheet's tabs.
        if (event.currentTarget.querySelector(':popover-open')) return;
        keepFocusInside(event);
        if (event.key === 'Escape') {
          // Handled here so the sheet can animate out; the browser would close it at once.
          event.preventDefault();
          requestClose();
          return;
        }
        onKeyDown?.(event);
      }}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      // Closed by the browser itself (a second Escape it does not let a page cancel). The event
      // comes a task later: after our own close, a fast reopen (Escape, then Enter on the card)
      // must not be taken for it, so an open dialog ignores it.
      onClose={(event) => {
        if (!event.currentTarget.open) requestClose();
      }}
    >
      <LazyMotion features={loadDialogFeatures} strict>
        {mounted && (
          <>
            <Backdrop
              variants={backdropMotion}
              initial={initial}
              animate={phase}
              onClick={requestClose}
            />
            <Sheet
              data-size={size}
              data-dialog-sheet=""
              variants={sheetMotion}
              initial={initial}
              animate={phase}
            >
              {header !== undefined && (
                <Header>
                  <div>{header}</div>
                  <HeaderButton type="button" onClick={requestClose}>
                    <span>{closeLabel}</span>
                    <X size={20} aria-hidden="true" />
                  </HeaderButton>
                </Header>
              )}
              {/* A scrolling body that keyboard users can reach and scroll, even when nothing
                  inside it takes focus (a project's story and results). */}
              <Body
                ref={body}
                $padded={header !== undefined}
                tabIndex={header !== undefined ? 0 : undefined}
              >
                {children}
              </Body>
            </Sheet>
          </>
        )}
      </LazyMotion>
    </Layer>
  );
}
