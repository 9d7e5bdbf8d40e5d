// The drawn plan and the office pin, rendered on the server into the page: the map block always
// has a picture, with no request to anyone.
import { useId } from 'react';
import { Canvas, Pin, Plan } from './DrawnMap.styles';
import { drawMap, mapBox, planScale, type DrawnMapInput } from './drawnMap';
import { Landmarks, streetNameSide, type Landmark } from './landmarks';
import { isSquare, OfficePlace, streetOf } from './officePlace';
import { water, type Coast } from './water';

export function DrawnMap({
  coordinates,
  zoom,
  place,
  coast,
  address,
  landmarks,
}: DrawnMapInput & { place: string; coast?: Coast; address?: string; landmarks?: Landmark[] }) {
  const titleId = useId();
  // Letters only: React's ids hold characters a url() reference would have to escape.
  const { angle, streets, avenues } = drawMap({ coordinates, zoom });
  const { width, height } = mapBox;
  const sea = coast && water(coast.side);
  const street = streetOf(address);
  return (
    <Canvas>
      <Plan
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMidYMid slice"
        data-drawn-map=""
      >
        <title
          id={titleId}
        >{`Plano referencial de ${place}, con la oficina marcada al centro`}</title>
        <g transform={`rotate(${angle} ${width / 2} ${height / 2})`}>
          <path data-layer="streets" d={streets} />
          <path data-layer="avenues" d={avenues} />
          {street && (
            <OfficePlace
              name={street}
              nameSide={landmarks && streetNameSide(landmarks, planScale(zoom), angle)}
            />
          )}
        </g>
        {coast && sea && (
          <>
            <path data-layer="water" d={sea.path} transform={sea.transform} />
            <text
              x={sea.label.x}
              y={sea.label.y}
              textAnchor={sea.label.anchor}
              data-side={coast.side}
            >
              {coast.label}
            </text>
          </>
        )}
        {landmarks && (
          <Landmarks
            landmarks={landmarks}
            coast={coast?.side}
            unitsPerMeter={planScale(zoom)}
            angle={angle}
            officeStreet={street !== undefined && !isSquare(street)}
          />
        )}
      </Plan>
      <Pin data-map-pin="" aria-hidden="true">
        <svg viewBox="0 0 44 56">
          <path d="M22 55C22 55 3 34.5 3 21a19 19 0 0 1 38 0c0 13.5-19 34-19 34Z" />
          <circle cx="22" cy="21" r="7.5" />
        </svg>
      </Pin>
    </Canvas>
  );
}
