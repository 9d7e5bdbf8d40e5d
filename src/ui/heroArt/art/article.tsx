// An article: a page with its title, a picture and paragraphs, a bookmark, and a reading-time card.
import { palette } from '../../../theme/tokens';
import { ClockCard, yellow } from './parts';
import { Sheet } from './sheet';

export function Article() {
  return (
    <>
      <Sheet picture title={['Cómo elegir el stack', 'de tu próxima app']} />
      <rect x="98" y="112" width="244" height="110" rx="10" fill={palette.blue300} opacity="0.18" />
      <circle cx="300" cy="146" r="14" fill={yellow} />
      <path d="M98 222l62-58 40 34 30-24 60 48z" fill={palette.blue300} opacity="0.45" />
      <path d="M330 30h24v44l-12-10-12 10z" fill={yellow} />
      <ClockCard x={300} y={286} width={170} title="8 min" detail="de lectura" />
    </>
  );
}
