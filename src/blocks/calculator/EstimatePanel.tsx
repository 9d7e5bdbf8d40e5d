// The estimate: a sticky side card on wide screens; on a phone a slim bar at the bottom of the
// screen (total and the quote button) that opens, on tap, into the breakdown. One markup for
// both, switched by CSS, so the server's HTML already fits the screen it lands on.
import { ChevronUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import type { BreakdownLine } from './breakdown';
import { KeepRanges } from '../../ui/KeepRanges';
import { PartsLine, dotParts } from '../../ui/PartsLine';
import { Panel } from './Estimate.styles';
import { approximately } from './estimate';
import { renderWholePage } from '../../ui/renderWholePage';

interface Props {
  labels: {
    estimate: string;
    total: string;
    breakdown: string;
    closeBreakdown: string;
    duration: string;
  };
  /** "11.6M CLP", the spec's display. */
  total: string;
  /** "USD 12.889". */
  usd: string;
  /** The chosen complexity's time to build ("4-6 meses"), where the page gives one. */
  duration?: string;
  /** "$11.600.000", closing the breakdown. */
  exactTotal: string;
  /** Said in the card under the breakdown: past the level's typical range, an extra without
   *  the backend it needs. */
  notes: (string | undefined)[];
  lines: BreakdownLine[];
  disclaimer: string;
  quoteLabel: string;
  onQuote: () => void;
}

// How far the page may scroll under the open sheet before it closes: a jitter of the thumb
// keeps it open, reading on does not.
const scrollToClose = 48;
/** How far down a finger drags the open sheet to close it, in px. */
const swipeToClose = 60;

/**
 * The open sheet on a phone behaves like one: scrolling the page on, or tapping the dimmed page
 * around it, closes it. Left open, it rode down with the page and parked at the end of the form
 * with its shade over the sections above and not below (design review 11).
 */
function useCloseWhenLeft(open: boolean, setOpen: (open: boolean) => void) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const openedAt = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - openedAt) > scrollToClose) close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen]);
  return ref;
}

export function EstimatePanel(props: Props) {
  const {
    labels,
    total,
    usd,
    duration,
    exactTotal,
    notes,
    lines,
    disclaimer,
    quoteLabel,
    onQuote,
  } = props;
  const [open, setOpen] = useState(false);
  // The bar's height, kept in the page while the open sheet is fixed to the screen: the page
  // under the shade does not move up.
  const [barHeight, setBarHeight] = useState<number>();
  const panelRef = useCloseWhenLeft(open, setOpen);
  const toggle = () => {
    if (!open) {
      setBarHeight(panelRef.current?.offsetHeight);
      // A section skipped while far away (content-visibility) holds its fixed descendants like
      // a screen of its own: the sheet and its shade would cover the section, not the screen.
      renderWholePage();
    }
    setOpen(!open);
  };
  const toggleRef = useRef<HTMLButtonElement>(null);
  const detailId = useId();
  // Closed from inside the sheet, focus goes back to what opened it, not to the page's start.
  const closeAndReturn = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) closeAndReturn();
  };
  // The handle invites a swipe down: it closes the open sheet, as the handle of a phone's own
  // sheets does (review 35A: only × and scrolling did). Not while its content is scrolled.
  const swipeFrom = useRef<number | null>(null);
  const swipe = {
    onTouchStart: (event: TouchEvent<HTMLDivElement>) => {
      swipeFrom.current =
        open && event.currentTarget.scrollTop <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLDivElement>) => {
      const from = swipeFrom.current;
      swipeFrom.current = null;
      const to = event.changedTouches[0]?.clientY;
      if (from !== null && to !== undefined && to - from > swipeToClose) setOpen(false);
    },
  };

  return (
    <Panel
      ref={panelRef}
      data-open={open ? '' : undefined}
      style={open && barHeight ? { height: barHeight } : undefined}
      onKeyDown={closeOnEscape}
      // The shade is the panel's own ::before: a tap on it targets the panel itself. It closes
      // on the click, not the press: gone at the press, the shade let a touch's click, which
      // comes after the finger lifts, land on the option under it (review 32B).
      onClick={(event) => {
        if (event.target === event.currentTarget) setOpen(false);
      }}
    >
      <div className="sheet" {...swipe}>
        <div className="summary">
          <p className="eyebrow">
            {labels.estimate}
            <ChevronUp className="chevron" size={16} strokeWidth={2.75} aria-hidden="true" />
          </p>
          <output aria-live="polite" data-estimate>
            {total}
          </output>
          <p className="usd" data-estimate-usd>
            {approximately} {usd}
          </p>
          {/* A price with no time to build was half an answer (design review 16). */}
          {duration && (
            <p className="usd duration" data-estimate-duration>
              {`${labels.duration}: `}
              <KeepRanges text={duration} />
            </p>
          )}
          {/* Phones only: lies over the summary, so a tap anywhere on the total opens the detail. */}
          <button
            ref={toggleRef}
            type="button"
            className="toggle"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={toggle}
          >
            <span className="visually-hidden">{labels.breakdown}</span>
          </button>
        </div>
        <div className="detail" id={detailId}>
          <div className="detail-inner">
            {/* Phones only: the open sheet's header, its title (the toggle already names it for
                readers) and a close button as plain as any sheet's (design review 14). */}
            <div className="detail-head">
              <p className="detail-title" aria-hidden="true">
                {labels.breakdown}
              </p>
              <button
                type="button"
                className="close"
                aria-label={labels.closeBreakdown}
                tabIndex={open ? undefined : -1}
                onClick={closeAndReturn}
              >
                <X size={18} strokeWidth={2.5} aria-hidden="true" />
              </button>
            </div>
            <dl>
              {lines.map((line) => (
                <div key={line.key}>
                  <dt>
                    {line.label}
                    {line.detail && (
                      <span className="line-detail">
                        {/* No dot opening a line (review 48B: '· Chat en la app'). */}
                        <PartsLine parts={dotParts(line.detail)} />
                      </span>
                    )}
                  </dt>
                  <dd>{line.amount}</dd>
                </div>
              ))}
              <div className="sum">
                <dt>{labels.total}</dt>
                <dd>{exactTotal}</dd>
              </div>
              {/* The phone's sheet says the time in its list: in the bar under the total it
                  wrapped and ran into the screen's edge (design review 17). */}
              {duration && (
                <div className="duration-row">
                  <dt>{labels.duration}</dt>
                  <dd>
                    <KeepRanges text={duration} />
                  </dd>
                </div>
              )}
            </dl>
            {/* The price table above gives each level a range; past it, the card says so rather
                than let the table or the tool look wrong (review 39A). */}
            {notes.filter(Boolean).map((note) => (
              <p key={note} className="range-note">
                {note}
              </p>
            ))}
            <p className="disclaimer">{disclaimer}</p>
          </div>
        </div>
        <button type="button" className="quote" onClick={onQuote}>
          {quoteLabel}
        </button>
      </div>
    </Panel>
  );
}
