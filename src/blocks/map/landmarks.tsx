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

/** How far an open space keeps from the office's street, in plan units: a plaza straddling the
 * line read as the street running into it (review 92F: Barros Arana, which borders Plaza de la
 * Independencia). */
const streetClearance = 20;

type Point = { x: number; y: number };

/** A point in the streets' frame (turned back by the plan's angle), from the office: `across`
 * the office's street (positive to its right) and `along` it (negative towards its top). */
function streetFrame(point: Point, angle: number) {
  const turn = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const [dx, dy] = [point.x - mapBox.width / 2, point.y - mapBox.height / 2];
  return {
    across: dx * cos + dy * sin,
    along: -dx * sin + dy * cos,
    /** Back to the plan's frame. */
    toPlan: (across: number, along: number): Point => ({
      x: Math.round(mapBox.width / 2 + across * cos - along * sin),
      y: Math.round(mapBox.height / 2 + across * sin + along * cos),
    }),
  };
}

/** An open space's centre moved aside, square to the office's street, until the space stands
 * beside it. */
function besideStreet(point: Point, angle: number): Point {
  const { across, along, toPlan } = streetFrame(point, angle);
  const clear = area.width / 2 + streetClearance;
  if (Math.abs(across) >= clear) return point;
  return toPlan(across < 0 ? -clear : clear, along);
}

/** Where each place is marked: an open space beside the office's street, when there is one. */
function markOf(landmark: Landmark, unitsPerMeter: number, angle: number, officeStreet: boolean) {
  const mark = landmarkPoint(landmark, unitsPerMeter);
  return kindOf(landmark.name) && officeStreet ? besideStreet(mark, angle) : mark;
}

/** The side of the office's street its name goes on (officePlace): away from the places marked
 * along its top half, where the name runs. On the park's side, 'Av. Vitacura' and 'Parque
 * Araucano' touched on a phone (review 92L). */
export function streetNameSide(
  landmarks: Landmark[],
  unitsPerMeter: number,
  angle: number,
): 'left' | 'right' {
  const sides = landmarks
    .map((landmark) => streetFrame(markOf(landmark, unitsPerMeter, angle, true), angle))
    .filter(({ along }) => along < 0)
    .map(({ across }) => Math.sign(across));
  return sides.reduce((sum, side) => sum + side, 0) > 0 ? 'left' : 'right';
}

/** How far either side of the office a phone's plan shows, in plan units (340 px of plan at
 * 0.48 px a unit: DrawnMap.styles draws it closer), and about half a name's width per letter
 * there (0.55 em at 28 units). A name centred on a space moved aside ran off a phone's plan
 * ('Plaza de la Independencia'): it slides back in, still under its space. */
const phoneReach = 354;
const halfNamePerLetter = 7.7;

function nameCentre(x: number, name: string): number {
  const room = Math.max(0, phoneReach - name.length * halfNamePerLetter - 16);
  const centre = mapBox.width / 2;
  return Math.round(Math.min(centre + room, Math.max(centre - room, x)));
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
 * of land (review 89C). A name is haloed with the ground (DrawnMap.styles), so no street runs
 * through it. */
export function Landmarks({
  landmarks,
  unitsPerMeter,
  angle,
  coast,
  officeStreet,
}: {
  landmarks: Landmark[];
  /** Whether the office's street runs through the plan's centre (not a square). */
  officeStreet: boolean;
  /** The side the page's water lies on, if any. */
  coast?: Coast['side'] | undefined;
  unitsPerMeter: number;
  /** The plan's rotation: an area lies square to its streets; names stay level. */
  angle: number;
}) {
  return (
    <g data-layer="landmarks">
      {landmarks.map((landmark) => {
        const [, dy] = bearings[landmark.direction];
        const south = dy > 0 || (coast === 'north' && dy < 0);
        const kind = kindOf(landmark.name);
        const { x, y } = markOf(landmark, unitsPerMeter, angle, officeStreet);
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
              x={nameCentre(x, landmark.name)}
              y={south ? y + reach + nameDrop : y - reach - nameGap}
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
