// The office's own street or square on the drawn plan, named: the one place of the plan whose
// name the address gives.
import { mapBox, reachOfPlan } from './drawnMap';

/** The office's street, from its address ("Av. Vitacura 2939, oficina 1102" → "Av. Vitacura"):
 * the one street of the plan whose name is known, since the office is on it (review 29: a plan
 * without a single name read as a placeholder). The name is what comes before the street number;
 * with no number before the first comma, nothing is guessed. */
export function streetOf(address: string | undefined): string | undefined {
  const match = /^([^\d,]+?)\s+\d/.exec(address ?? '');
  return match?.[1];
}

/** Whether the office's address is on a square ("Plaza Sotomayor 233"), not a street. */
export const isSquare = (name: string) => /^plaza\s/i.test(name);

/** Where the name starts on the office's street (the plan's centre line), read upwards: above
 * the pin, clear of it at any font size. Below it, on a phone the address card covered the
 * name's first letters ('v. Vitacura', 'arros Arana': review 81D). */
const streetNameFrom = 125;

/** A square's size around the office, in plan units: about a city block. */
const square = { width: 240, height: 150 };

export function OfficePlace({
  name,
  nameSide = 'right',
}: {
  name: string;
  /** The side of its street a street's name goes on (landmarks.streetNameSide). */
  nameSide?: 'left' | 'right';
}) {
  const x = mapBox.width / 2;
  const y = mapBox.height / 2;
  // A square is an open paved space with its name under it: drawn as a street through the
  // office, 'Plaza Sotomayor' read as a street (review 71B). 52 units under its edge: at 40,
  // drawn larger on a phone, the turned name touched the square's corner (review 92G).
  if (isSquare(name))
    return (
      <>
        <rect
          data-layer="paved"
          x={x - square.width / 2}
          y={y - square.height / 2}
          width={square.width}
          height={square.height}
          rx={16}
        />
        <text
          data-layer="street-name"
          x={x}
          y={y + square.height / 2 + 52}
          textAnchor="middle"
          dominantBaseline="central"
        >
          {name}
        </text>
      </>
    );
  return (
    <>
      {/* The named street is drawn as a main one: named on a side street beside two unnamed
          avenues, it read as invented (review 30). */}
      <path data-layer="office-street" d={`M${x} ${y - reachOfPlan}V${y + reachOfPlan}`} />
      <text
        data-layer="street-name"
        data-aside={nameSide}
        x={x}
        y={y - streetNameFrom}
        textAnchor="start"
        dominantBaseline="central"
        transform={`rotate(-90 ${x} ${y - streetNameFrom})`}
      >
        {name}
      </text>
    </>
  );
}
