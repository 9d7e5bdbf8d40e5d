// The drawn map shown until (or instead of) the live one: an abstract street plan seeded by the
// office's coordinates. It does not claim to be the real street layout (the card says
// "Plano referencial"): a grid of blocks at the zoom's scale, some merged into longer ones, and
// two main avenues, one along the grid and one crossing it. Coasts cannot be derived from a
// point: a page names its own (the block's `coast`), which DrawnMap lays over the plan. Integers
// and arithmetic only, so server and browser agree exactly.
import { coordinateSeed, seededRandom } from '../../lib/seededRandom';

export const mapBox = { width: 1600, height: 1000 } as const;
const centre = { x: mapBox.width / 2, y: mapBox.height / 2 };
/** How far the plan reaches from the centre: enough that no rotation shows its edge. */
export const reachOfPlan = 1000;

export interface DrawnMapInput {
  coordinates: { lat: number; lng: number };
  zoom: number;
}

export interface DrawnMap {
  /** Rotation of the whole plan, in degrees, around the centre. */
  angle: number;
  /** Minor streets, as one path. */
  streets: string;
  /** Main avenues, as one path. */
  avenues: string;
}

/** Plan units per metre: blocks keep their size on screen the way the live map's zoom would
 * scale them; at zoom 16 a unit is about a metre (a block of 95 to 150 units, a city block). */
export function planScale(zoom: number): number {
  return Math.min(2, Math.max(0.5, 2 ** (zoom - 16)));
}

type Random = () => number;
const between = (random: Random, min: number, max: number) => min + random() * (max - min);

/** Street positions along one axis: one through `start`, then blocks of varying size each way. */
function streetLines(random: Random, start: number, origin: number, block: [number, number]) {
  const lines = [start];
  for (let at = start; at < origin + reachOfPlan; lines.push(at))
    at += Math.round(between(random, ...block));
  for (let at = start; at > origin - reachOfPlan; lines.unshift(at))
    at -= Math.round(between(random, ...block));
  return lines;
}

/** One axis of streets: each street runs between its cross streets, each stretch kept with
 * probability `keep` (a cut merges two blocks). */
function streetPaths(
  random: Random,
  lines: number[],
  cross: number[],
  keep: number,
  draw: (line: number, from: number, to: number) => string,
): string {
  let path = '';
  for (const line of lines) {
    let from: number | undefined;
    for (let index = 0; index < cross.length - 1; index++) {
      const open = random() < keep;
      from ??= open ? cross[index] : undefined;
      const last = index === cross.length - 2;
      if (from !== undefined && (!open || last)) {
        const to = open ? cross[index + 1] : cross[index];
        if (to !== undefined && to > from) path += draw(line, from, to);
        from = undefined;
      }
    }
  }
  return path;
}

export function drawMap({ coordinates, zoom }: DrawnMapInput): DrawnMap {
  const random = seededRandom(coordinateSeed(coordinates.lat, coordinates.lng));
  const scale = planScale(zoom);
  const angle = Math.round(between(random, -24, 24));
  const columns = streetLines(random, centre.x, centre.x, [95 * scale, 150 * scale]);
  // The office sits on the street through the centre, between two cross streets.
  const firstRow = centre.y + Math.round(between(random, 28, 48) * scale);
  const rows = streetLines(random, firstRow, centre.y, [70 * scale, 115 * scale]);

  const vertical = (x: number, from: number, to: number) => `M${x} ${from}V${to}`;
  const horizontal = (y: number, from: number, to: number) => `M${from} ${y}H${to}`;
  // Only the cross streets are ever cut, merging two blocks into one: every street then ends on
  // a street. Cutting both ways left stubs ending in the middle of blocks, and the plan read as a
  // maze (design review 9).
  const streets =
    streetPaths(random, columns, rows, 1, vertical) +
    streetPaths(random, rows, columns, 0.86, horizontal);

  // Avenue one follows a row a block or two from the office: two rows up (the first row up is
  // too close to the pin to read as another street) or the second row down.
  const centreRow = rows.indexOf(firstRow);
  const offset = random() < 0.5 ? -2 : 1;
  const avenueRow = rows[centreRow + offset] ?? firstRow;
  const left = centre.x - reachOfPlan;
  const right = centre.x + reachOfPlan;
  // Avenue two crosses the grid in a gentle curve, well clear of the office (over 120 units).
  const side = random() < 0.5 ? -1 : 1;
  const distance = side * Math.round(between(random, 150, 280));
  const slope = (random() < 0.5 ? -1 : 1) * between(random, 0.3, 0.7);
  const bend = side * Math.round(between(random, 0, 140));
  const y = (x: number) => Math.round(centre.y + distance + slope * (x - centre.x));
  const avenues =
    `M${left} ${avenueRow}H${right}` +
    `M${left} ${y(left)}Q${centre.x} ${centre.y + distance + bend} ${right} ${y(right)}`;

  return { angle, streets, avenues };
}
