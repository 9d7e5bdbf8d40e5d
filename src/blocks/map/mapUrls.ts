import type { BlockProps } from '../../content/types.generated';

type MapLocation = Pick<BlockProps<'map'>, 'location' | 'coordinates' | 'zoom'>;

/** Embed: a place query with the location text, centred on the coordinates. */
export function embedUrl({ location, coordinates, zoom }: MapLocation): string {
  const params = new URLSearchParams({
    q: location,
    ll: `${coordinates.lat},${coordinates.lng}`,
    z: String(zoom),
    output: 'embed',
  });
  return `https://maps.google.com/maps?${params.toString()}`;
}

/** The maps search link, by latitude and longitude. */
export function searchUrl({ coordinates }: Pick<MapLocation, 'coordinates'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${coordinates.lat},${coordinates.lng}`;
}
