// The water a page names beside its office (the map block's `coast`), drawn over the plan:
// coasts cannot be derived from a point.
import type { MapBlock } from '../../content/types.generated';
import { mapBox } from './drawnMap';

export type Coast = NonNullable<MapBlock['coast']>;

/** How far the shore is from the office, in plan units: a block or two, the pin clear of it. */
const shore = 170;
const turn: Record<Coast['side'], number> = { north: 0, east: 90, south: 180, west: 270 };

/** The water, drawn as if north (a wavy shore above the office, oversized so no turn shows its
 * edge), turned to its side; and where its name goes, in the water, upright. */
export function water(side: Coast['side']) {
  const { width, height } = mapBox;
  const edge = height / 2 - shore;
  const path =
    `M-800 -1200H${width + 800}V${edge + 24}` +
    `C${width - 300} ${edge - 36} ${width / 2 + 200} ${edge + 40} ${width / 2} ${edge}` +
    `S300 ${edge - 24} -800 ${edge + 16}Z`;
  const label: Record<Coast['side'], { x: number; y: number; anchor: 'start' | 'middle' | 'end' }> =
    {
      north: { x: width / 2, y: edge - 70, anchor: 'middle' },
      south: { x: width / 2, y: height - edge + 110, anchor: 'middle' },
      east: { x: width / 2 + shore + 70, y: height / 2 + 12, anchor: 'start' },
      west: { x: width / 2 - shore - 70, y: height / 2 + 12, anchor: 'end' },
    };
  return {
    path,
    transform: `rotate(${turn[side]} ${width / 2} ${height / 2})`,
    label: label[side],
  };
}
