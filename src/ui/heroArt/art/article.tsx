// An article: a page with its title, a picture and paragraphs, a bookmark, and a reading-time card.
// The title and the time are a real article's: a made-up one promised a text the blog does not have
// (design review 19).
import { palette } from '../../../theme/tokens';
import { ClockCard } from './cards';
import { yellow } from './parts';
import { Sheet } from './sheet';

export function Article() {
  return (
    <>
      <Sheet picture title={['Cómo elegir tu', 'empresa de software']} />
      <rect x="98" y="112" width="244" height="110" rx="10" fill={palette.blue300} opacity="0.18" />
      <circle cx="300" cy="146" r="14" fill={yellow} />
      <path d="M98 222l62-58 40 34 30-24 60 48z" fill={palette.blue300} opacity="0.45" />
      <path d="M330 30h24v44l-12-10-12 10z" fill={yellow} />
      <ClockCard x={300} y={286} width={170} title="7 min" detail="de lectura" />
    </>
  );
}
