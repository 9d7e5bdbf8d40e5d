// A squad on a call: six people of the team, each shown by their drawn portrait (the one on their
// card below: initials here made the same people look two ways, design review 19) and first
// name; the one speaking is ringed in yellow, her message is in the chat card under her face (a
// plain salmon dot there read as nobody: review 36C), and the sprint is delivered.
import { portraitGradientStops, portraitSrc } from '../../portrait';
import { CheckCard } from './cards';
import { Card, Label, Window, yellow } from './parts';

// Each on the gradient of their portrait on the team's cards (site-config/collections/team):
// one flat colour each here, unlike their cards', read as other people (review 84B).
export const people = [
  { name: 'Camila', portrait: 'camila-rojas', gradient: 'yellow-blue' },
  { name: 'Matías', portrait: 'matias-gonzalez', gradient: 'purple-blue' },
  { name: 'Diego', portrait: 'diego-contreras', gradient: 'yellow-blue' },
  { name: 'Sebastián', portrait: 'sebastian-fuentes', gradient: 'blue-accent' },
  { name: 'Valentina', portrait: 'valentina-munoz', gradient: 'yellow-purple' },
  { name: 'Ignacia', portrait: 'ignacia-perez', gradient: 'blue-accent' },
] as const;

const gradientId = (person: (typeof people)[number]) => `team-face-${person.gradient}`;

/** The discs' gradients, each defined once for the drawing. */
function FaceGradients() {
  const used = [...new Set(people.map((person) => person.gradient))];
  return (
    <defs>
      {used.map((name) => (
        <linearGradient key={name} id={`team-face-${name}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={portraitGradientStops[name][0]} />
          <stop offset="1" stopColor={portraitGradientStops[name][1]} />
        </linearGradient>
      ))}
    </defs>
  );
}
const speaker = 'Valentina';

/** A person's face on a disc of their tint, centred at (cx, cy): drawn 4r wide, the portrait's
 *  face fills a disc of radius r whose centre is 36/23 r below the drawing's top. */
function Face({
  cx,
  cy,
  r,
  person,
}: {
  cx: number;
  cy: number;
  r: number;
  person: (typeof people)[number];
}) {
  const size = 4 * r;
  const faceY = (36 / 23) * r;
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill={`url(#${gradientId(person)})`} />
      {/* An <img> that loads lazily, not an SVG <image>: below 1024 px the drawing is not shown,
          and an <image> still loaded its file there, each portrait a document of its own that a
          slow phone spent 100-300 ms building (Lighthouse 9x CPU on /equipo). */}
      <foreignObject x={cx - size / 2} y={cy - faceY} width={size} height={size}>
        <img
          src={portraitSrc(person.portrait)}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          style={{ display: 'block', clipPath: `circle(${r}px at ${size / 2}px ${faceY}px)` }}
        />
      </foreignObject>
    </>
  );
}

export function Team() {
  return (
    <>
      <FaceGradients />
      <Window title="Daily · Squad Pagos" />
      {people.map((person, index) => {
        const x = 76 + (index % 3) * 120;
        const y = 76 + Math.floor(index / 3) * 112;
        const speaking = person.name === speaker;
        return (
          <g key={person.name}>
            <rect className="card" x={x} y={y} width="108" height="100" rx="12" />
            {speaking && (
              <circle cx={x + 54} cy={y + 40} r="27" fill="none" stroke={yellow} strokeWidth="3" />
            )}
            <Face cx={x + 54} cy={y + 40} r={23} person={person} />
            <Label x={x + 54} y={y + 89} size={12} weight={600} tone="muted" anchor="middle">
              {person.name}
            </Label>
          </g>
        );
      })}
      <Card x={0} y={292} width={200} height={84} />
      {people
        .filter(({ name }) => name === speaker)
        .map((person) => (
          <Face key={person.name} cx={30} cy={316} r={11} person={person} />
        ))}
      <Label x={50} y={321} size={14} weight={700}>
        Valentina · UX
      </Label>
      <Label x={18} y={345} size={12} weight={500} tone="muted">
        Subí el prototipo v2.
      </Label>
      <Label x={18} y={363} size={12} weight={500} tone="muted">
        ¿Lo probamos hoy a las 15?
      </Label>
      <CheckCard x={286} y={300} width={184} title="Sprint 14 listo" detail="Entregado a tiempo" />
    </>
  );
}
