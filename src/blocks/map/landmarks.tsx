// Places a visitor knows near the office, marked and named on the drawn plan (the block's
// `landmarks`): a plan with no known place read as a generic grid (reviews 29, 70A, 71B). Each
// is set by its compass direction and distance from the office, north up as the water is, at the
// plan's scale (drawnMap.planScale): an abstract plan, but the pier is where the pier is.
import type { MapBlock } from '../../content/types.generated';
import { mapBox } from './drawnMap';

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

/** The marks and their names, each centred on its mark: beside it, a name on the office's
 * side ran into the pin, and one on the far side faded into the plan's edge on a phone. Over
 * its mark, as a rule; under it for a place south of the office, whose name over the mark ran
 * into the pin standing over the office (a plaza 90 m away: review 87D). */
export function Landmarks({
  landmarks,
  unitsPerMeter,
}: {
  landmarks: Landmark[];
  unitsPerMeter: number;
}) {
  return (
    <g data-layer="landmarks">
      {landmarks.map((landmark) => {
        const { x, y } = landmarkPoint(landmark, unitsPerMeter);
        const south = bearings[landmark.direction][1] > 0;
        return (
          <g key={landmark.name}>
            <circle cx={x} cy={y} r={10} />
            <text
              x={x}
              y={south ? y + nameDrop : y - nameGap}
              textAnchor="middle"
              dominantBaseline={south ? 'hanging' : undefined}
            >
              {landmark.name}
            </text>
          </g>
        );
      })}
    </g>
  );
}
