// An article: a page with its title, a picture and paragraphs, a bookmark, and a reading-time card.
import { palette } from '../../../theme/tokens';
import { Bar, Card, yellow } from './parts';
import { Sheet } from './sheet';

export function Article() {
  return (
    <>
      <Sheet picture />
      <rect x="98" y="112" width="244" height="110" rx="10" fill={palette.blue300} opacity="0.18" />
      <circle cx="300" cy="146" r="14" fill={yellow} />
      <path d="M98 222l62-58 40 34 30-24 60 48z" fill={palette.blue300} opacity="0.45" />
      <path d="M330 30h24v44l-12-10-12 10z" fill={yellow} />
      <Card x={300} y={286} width={170} height={64} />
      <circle cx="334" cy="318" r="15" fill="none" stroke={yellow} strokeWidth="3" />
      <path d="M334 309v9l6 5" fill="none" stroke={yellow} strokeWidth="3" strokeLinecap="round" />
      <Bar x={360} y={310} width={86} />
      <Bar x={360} y={324} width={56} tone="soft" />
    </>
  );
}
