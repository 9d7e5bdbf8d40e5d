// An article: a page with its title, the first criteria of its checklist, a bookmark, and a
// reading-time card. The title, the criteria and the time are a real article's: a made-up one
// promised a text the blog does not have (design review 19), and a picture placeholder (a
// mountain and a sun) read as template art (review 21).
import { ClockCard } from './cards';
import { Label, ink, yellow } from './parts';
import { Sheet } from './sheet';

const criteria = ['Experiencia comprobable', 'Un proceso que puedas ver', 'El equipo real'];

export function Article() {
  return (
    <>
      <Sheet picture title={['Cómo elegir tu', 'empresa de software']} />
      <rect className="card" x="98" y="112" width="244" height="110" rx="10" />
      {criteria.map((criterion, index) => {
        const y = 140 + index * 27;
        return (
          <g key={criterion}>
            <circle cx="120" cy={y} r="9" fill={yellow} />
            <path
              d={`M115.5 ${y}l3 3 6-6`}
              fill="none"
              stroke={ink}
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <Label x={138} y={y + 4.5} size={12.5} weight={700}>
              {criterion}
            </Label>
          </g>
        );
      })}
      <path d="M330 30h24v44l-12-10-12 10z" fill={yellow} />
      <ClockCard x={300} y={286} width={170} title="7 min" detail="de lectura" />
    </>
  );
}
