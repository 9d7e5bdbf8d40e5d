// Office coordinates (localBusiness.geo and the map block) must be in Chile. Swapped latitude
// and longitude is the usual mistake and gets its own message; 0, 0 is what the scaffold writes,
// a placeholder to replace (a warning, so a fresh page still builds).
import type { CrossIssue, ParsedPage } from './problem';

// Continental Chile plus Rapa Nui and the southern tip.
const chile = { lat: [-56.5, -17.4], lng: [-109.6, -66.3] } as const;

const inChile = (lat: number, lng: number) =>
  lat >= chile.lat[0] && lat <= chile.lat[1] && lng >= chile.lng[0] && lng <= chile.lng[1];

const isPlaceholder = (lat: number, lng: number) => lat === 0 && lng === 0;

const findHint =
  'Busca la oficina en Google Maps, haz clic derecho sobre el lugar y copia la latitud y la longitud (por ejemplo -38.7359, -72.5904).';

function places({ page }: ParsedPage) {
  return [
    ...(page.localBusiness ? [{ pointer: '/localBusiness/geo', ...page.localBusiness.geo }] : []),
    ...page.sections.flatMap((section, index) =>
      section.type === 'map'
        ? [{ pointer: `/sections/${index}/coordinates`, ...section.coordinates }]
        : [],
    ),
  ];
}

/** Errors: coordinates outside Chile, or swapped (lng, lat) that would be in Chile. */
export function misplacedCoordinates(parsed: ParsedPage): CrossIssue[] {
  return places(parsed)
    .filter(({ lat, lng }) => !isPlaceholder(lat, lng) && !inChile(lat, lng))
    .map(({ pointer, lat, lng }) =>
      inChile(lng, lat)
        ? {
            file: parsed.file,
            pointer,
            message: `La latitud ${lat} y la longitud ${lng} parecen invertidas: ¿quisiste decir lat ${lng}, lng ${lat}?`,
            hint: 'Intercambia los valores: en Chile la latitud ("lat") va de -17 a -56 y la longitud ("lng") de -66 a -110.',
          }
        : {
            file: parsed.file,
            pointer,
            message: `Las coordenadas (${lat}, ${lng}) están fuera de Chile.`,
            hint: findHint,
          },
    );
}

/** Warnings: the scaffold's 0, 0, to replace before publishing. */
export function exampleCoordinates(parsed: ParsedPage): CrossIssue[] {
  return places(parsed)
    .filter(({ lat, lng }) => isPlaceholder(lat, lng))
    .map(({ pointer }) => ({
      file: parsed.file,
      pointer,
      message: 'Las coordenadas (0, 0) son de ejemplo: la plantilla las deja en cero.',
      hint: findHint,
      replace: 'las coordenadas (0, 0)',
    }));
}
