// One of a case's screens: its thumbnail, which opens it at full size over the page
// (ui/ScreenZoom: a 373 px thumbnail of a dashboard could not be read, review 31C), and its
// caption under it.
import styled from '@emotion/styled';
import { color, space } from '../../theme/tokens';
import { fluidImage } from '../../ui/surfaces';
import { ThemedIllustration } from '../../ui/ThemedIllustration';
import { ScreenZoom, ZoomTrigger } from '../../ui/ScreenZoom';
import type { CaseScreen } from './caseScreens';
import { partLabel } from './CaseItems';

const Figure = styled.figure`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  img {
    ${fluidImage}
    /* Its edge drawn: in the dark theme a drawing's plate is the band's own near-black, and
       only its tinted corners showed, as two torn patches (review 90A). */
    box-shadow: 0 0 0 1px ${color.border};
  }
  figcaption {
    color: ${color.textMuted};
    font-size: 0.9375rem;
    /* Two even lines, not one and a word ('el abono' alone: review 91D). */
    text-wrap: balance;
  }
`;

interface Props {
  screen: CaseScreen;
  sizes: string;
  /** The solution part it shows, named in the caption where it stands beside several. */
  partNumber?: number | undefined;
  /** Its caption set as a heading and its detail ("Reporte de turno: disponibilidad..."), for a
   * screen that stands alone beside its caption (Gallery). */
  lead?: boolean;
}

/** "Title: detail" as its two parts; a caption without a colon is all title. */
function captionParts(caption: string): { head: string; detail?: string } {
  const colon = caption.indexOf(': ');
  return colon < 0
    ? { head: caption }
    : { head: caption.slice(0, colon), detail: caption.slice(colon + 2) };
}

// The detail keeps its colon and lower case in the running caption; set under its heading, the
// colon goes and the detail starts with a capital (Gallery.styles).
function LeadCaption({ caption }: { caption: string }) {
  const { head, detail } = captionParts(caption);
  return (
    <>
      <strong>{head}</strong>
      {detail && (
        <>
          <span data-colon="">: </span>
          <span>{detail}</span>
        </>
      )}
    </>
  );
}

export function ScreenFigure({ screen, sizes, partNumber, lead = false }: Props) {
  const caption =
    screen.caption && partNumber ? `${partLabel(partNumber)} · ${screen.caption}` : screen.caption;
  return (
    <>
      <Figure>
        <ZoomTrigger target={screen.zoomId} label={screen.alt}>
          <ThemedIllustration
            {...screen.image}
            alt=""
            width={1200}
            height={750}
            sizes={sizes}
            loading="lazy"
            decoding="async"
          />
        </ZoomTrigger>
        {/* Read once, in the button's name. */}
        {caption && (
          <figcaption aria-hidden="true">
            {lead ? <LeadCaption caption={caption} /> : caption}
          </figcaption>
        )}
      </Figure>
      <ScreenZoom
        id={screen.zoomId}
        label={screen.alt}
        caption={screen.caption}
        steps={screen.steps}
        image={screen.image}
        zoomFrom={screen.zoomFrom}
      />
    </>
  );
}
