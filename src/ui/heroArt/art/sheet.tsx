// A written page on a second sheet, its title in two lines and its paragraphs as bars: the
// article and privacy drawings share it.
import { Bar, Label } from './parts';

export function Sheet({ picture, title }: { picture: boolean; title: readonly [string, string] }) {
  const lines = picture
    ? [238, 256, 274, 292, 310]
    : [120, 138, 156, 174, 200, 218, 236, 254, 280, 298, 316];
  return (
    <>
      <rect
        className="card"
        x="104"
        y="14"
        width="300"
        height="330"
        rx="14"
        transform="rotate(4 254 179)"
      />
      <rect className="window" x="70" y="30" width="300" height="330" rx="14" />
      {title.map((line, index) => (
        <Label key={line} x={98} y={74 + index * 24} size={19} weight={800}>
          {line}
        </Label>
      ))}
      {lines.map((y, index) => (
        <Bar key={y} x={98} y={y} width={[244, 228, 244, 196, 150][index % 5] ?? 244} />
      ))}
    </>
  );
}
