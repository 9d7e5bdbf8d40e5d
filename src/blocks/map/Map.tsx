import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { color, radius, space } from '../../theme/tokens';
import { embedUrl, searchUrl } from './mapUrls';
import { useMapStatus } from './useMapStatus';

const Frame = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  border-radius: ${radius.lg};
  overflow: hidden;
  border: 1px solid ${color.border};
  background: ${color.bgAlt};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Status = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${space.sm};
  padding: ${space.md};
  text-align: center;
  color: ${color.textMuted};
  &[hidden] {
    display: none;
  }
`;

const OpenLink = styled.a`
  position: absolute;
  top: ${space.sm};
  right: ${space.sm};
  z-index: 1;
  padding: 0.5rem 1rem;
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 700;
  text-decoration: none;
`;

const FallbackLink = styled.a`
  color: ${color.text};
  font-weight: 700;
`;

export default function Map({ title, location, coordinates, zoom, height }: BlockProps<'map'>) {
  const src = embedUrl({ location, coordinates, zoom });
  const mapsLink = searchUrl({ coordinates });
  const { status, showFrame, onFrameLoad } = useMapStatus(src);
  return (
    <Container>
      {title && <SectionHeading title={title} />}
      <Frame $height={height} data-map-status={status}>
        {showFrame && (
          <iframe
            src={src}
            title={`Mapa de ${location}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            onLoad={onFrameLoad}
          />
        )}
        <Status role="status" hidden={status === 'loaded'}>
          {status === 'failed' ? (
            <>
              <p>No se pudo cargar el mapa interactivo</p>
              <FallbackLink href={mapsLink} target="_blank" rel="noopener noreferrer">
                Ver en Google Maps
              </FallbackLink>
            </>
          ) : (
            <p>Cargando mapa...</p>
          )}
        </Status>
        {status !== 'failed' && (
          <OpenLink href={mapsLink} target="_blank" rel="noopener noreferrer">
            Ver en Google Maps
          </OpenLink>
        )}
      </Frame>
    </Container>
  );
}
