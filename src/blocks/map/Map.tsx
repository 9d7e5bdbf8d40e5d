import { useRef } from 'react';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { AddressCard } from './AddressCard';
import { DrawnMap } from './DrawnMap';
import { ExternalGlyph } from './glyphs';
import { embedUrl, searchUrl } from './mapUrls';
import { Frame, LiveFrame, OpenLink, SketchNote } from './mapStyles';
import { useMapStatus } from './useMapStatus';

export default function Map({
  eyebrow,
  title,
  intro,
  location,
  area,
  coast,
  landmarks,
  address,
  coordinates,
  zoom,
  height,
}: BlockProps<'map'>) {
  const src = embedUrl({ location, coordinates, zoom });
  const mapsLink = searchUrl({ coordinates });
  const { status, showFrame, load, onFrameLoad } = useMapStatus(src);
  const button = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const place = area ?? location;

  const onLoaded = () => {
    // The card and its button go away: a keyboard visitor continues inside the map.
    if (button.current && document.activeElement === button.current) frame.current?.focus();
    onFrameLoad();
  };

  return (
    <Container>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Frame $height={height} data-map-status={status}>
        {/* Under the loaded map it would only be hidden; gone, nothing of it can move. */}
        {status !== 'loaded' && (
          <DrawnMap
            coordinates={coordinates}
            zoom={zoom}
            place={place}
            coast={coast}
            address={address}
            landmarks={landmarks}
          />
        )}
        {showFrame && (
          <LiveFrame
            ref={frame}
            src={src}
            title={`Mapa de ${location}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            onLoad={onLoaded}
            data-shown={status === 'loaded' || undefined}
          />
        )}
        {status === 'loaded' ? (
          <OpenLink href={mapsLink} target="_blank" rel="noopener noreferrer">
            Ver en Google Maps
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            <ExternalGlyph />
          </OpenLink>
        ) : (
          <>
            <SketchNote>Plano referencial</SketchNote>
            <AddressCard
              place={place}
              address={address}
              status={status}
              mapsLink={mapsLink}
              onLoad={load}
              buttonRef={button}
            />
          </>
        )}
      </Frame>
    </Container>
  );
}
