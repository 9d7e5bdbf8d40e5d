// The card over the drawn map: where the office is, and what the visitor can do about the live
// map (load it, wait for it, learn it failed) plus the Google Maps link, always at hand.
import type { Ref } from 'react';
import { Actions, LoadButton, MapsLink } from './actionStyles';
import { Card, Place, PlaceMark, Spinner, Status, StatusSlot } from './cardStyles';
import { AlertGlyph, ExternalGlyph, PinGlyph } from './glyphs';
import type { MapStatus } from './useMapStatus';

interface Props {
  place: string;
  address?: string;
  status: Exclude<MapStatus, 'loaded'>;
  mapsLink: string;
  onLoad: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

export function AddressCard({ place, address, status, mapsLink, onLoad, buttonRef }: Props) {
  const failed = status === 'failed';
  const loading = status === 'loading';
  return (
    <Card data-map-card="">
      <Place>
        <PlaceMark aria-hidden="true">
          <PinGlyph />
        </PlaceMark>
        <div>
          <p>{place}</p>
          {address && <p>{address}</p>}
        </div>
      </Place>
      <StatusSlot data-active={status !== 'idle' || undefined}>
        {/* Always in the page, so screen readers hear each change of state. */}
        <Status role="status" data-tone={status}>
          {loading && (
            <>
              <Spinner aria-hidden="true" />
              Cargando mapa...
            </>
          )}
          {failed && (
            <>
              <AlertGlyph />
              No se pudo cargar el mapa interactivo
            </>
          )}
        </Status>
        {status !== 'idle' && (
          <Status data-sizer="" aria-hidden="true">
            <AlertGlyph />
            No se pudo cargar el mapa interactivo
          </Status>
        )}
      </StatusSlot>
      <Actions>
        <LoadButton
          ref={buttonRef}
          type="button"
          aria-disabled={loading || undefined}
          onClick={onLoad}
        >
          {failed ? 'Reintentar' : 'Cargar mapa interactivo'}
        </LoadButton>
        <MapsLink
          href={mapsLink}
          target="_blank"
          rel="noopener noreferrer"
          data-variant={failed ? 'primary' : 'plain'}
        >
          Ver en Google Maps
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          <ExternalGlyph />
        </MapsLink>
      </Actions>
    </Card>
  );
}
