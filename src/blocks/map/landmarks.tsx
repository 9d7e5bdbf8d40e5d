// Places a visitor knows near the office, marked and named on the drawn plan (the block's
// `landmarks`): a plan with no known place read as a generic grid (reviews 29, 70A, 71B). Each
// is set by its compass direction and distance from the office, north up as the water is, at the
// plan's scale (drawnMap.planScale): an abstract plan, but the pier is where the pier is.
import type { MapBlock } from '../../content/types.generated';
import { mapBox } from './drawnMap';
import { isSquare } from './officePlace';
import type { Coast } from './water';

export type Landmark = NonNullable<MapBlock['landmarks']>[number];

const diagonal = Math.SQRT1_2;
const bearings: Record<Landmark['direction'], [number, number]> = {
  north: [0, -1],
  northeast: [diagonal, -diagonal],
  east: [1, 0],
  southeast: [diagonal, diagonal],
  south: [0, 1],
  southwest: [-diagonal, diagonal],
  west: [-1, 0],
  northwest: [-diagonal, -diagonal],
};

/** How far a name's baseline stands over its mark, in plan units. */
const nameGap = 24;

/** Where a landmark's mark goes, in plan units (the office is the plan's centre). */
function landmarkPoint(landmark: Landmark, unitsPerMeter: number) {
  const [dx, dy] = bearings[landmark.direction];
  const distance = landmark.meters * unitsPerMeter;
  return {
    x: Math.round(mapBox.width / 2 + dx * distance),
    y: Math.round(mapBox.height / 2 + dy * distance),
  };
}

/** How far a name's top stands under its mark, for a place south of the office. */
const nameDrop = 18;

/** A park or a square is drawn as the open space it is, about a block wide; any other place as
 *  a dot (a park as a grey dot on the grid read as a placeholder: review 88A). */
const area = { width: 200, height: 130 };
const kindOf = (name: string) =>
  /^parque\s/i.test(name) ? 'park' : isSquare(name) ? 'square' : undefined;

/** The marks and their names, each centred on its mark: beside it, a name on the office's
 * side ran into the pin, and one on the far side faded into the plan's edge on a phone. Over
 * its mark, as a rule; under it for a place south of the office, whose name over the mark ran
 * into the pin standing over the office (a plaza 90 m away: review 87D), or for a place on the
 * shore when the water lies north, whose name over the mark stood out into the bay on a patch
 * of land (review 89C). A name sits on a patch of the ground (`ground`, a filter), so no street
 * runs through it. */
export function Landmarks({
  landmarks,
  unitsPerMeter,
  angle,
  ground,
  coast,
}: {
  landmarks: Landmark[];
  /** The side the page's water lies on, if any. */
  coast?: Coast['side'] | undefined;
  unitsPerMeter: number;
  /** The plan's rotation: an area lies square to its streets; names stay level. */
  angle: number;
  ground: string;
}) {
  return (
    <g data-layer="landmarks">
      {landmarks.map((landmark) => {
        const { x, y } = landmarkPoint(landmark, unitsPerMeter);
        const [, dy] = bearings[landmark.direction];
        const south = dy > 0 || (coast === 'north' && dy < 0);
        const kind = kindOf(landmark.name);
        // A name clears the area's edge as it clears a dot's.
        const reach = kind ? area.height / 2 : 0;
        return (
          <g key={landmark.name}>
            {kind ? (
              <rect
                data-layer={kind}
                x={x - area.width / 2}
                y={y - area.height / 2}
                width={area.width}
                height={area.height}
                rx={kind === 'park' ? 36 : 12}
                transform={`rotate(${angle} ${x} ${y})`}
              />
            ) : (
              <circle cx={x} cy={y} r={10} />
            )}
            <text
              x={x}
              y={south ? y + reach + nameDrop : y - reach - nameGap}
              textAnchor="middle"
              dominantBaseline={south ? 'hanging' : undefined}
              filter={ground}
            >
              {landmark.name}
            </text>
          </g>
        );
      })}
    </g>
  );
}
