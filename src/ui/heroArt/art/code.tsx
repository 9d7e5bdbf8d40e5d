// A code editor, a bar chart and a "done" card: the default drawing. The code lines follow the
// page's title, so two pages never draw the same editor.
import { seededRandom, textSeed } from '../../../lib/seededRandom';
import { palette } from '../../../theme/tokens';
import { CheckCard } from './cards';
import { Card, muted, Window, yellow } from './parts';

// Syntax colours: the brand yellow, two accents and the muted grey, as an editor would tint code.
const tints = [yellow, palette.blue300, palette.purple300, muted];

function codeLines(seed: string) {
  const random = seededRandom(textSeed(seed));
  return Array.from({ length: 9 }, (_, index) => {
    const indent = index === 0 || index === 8 ? 0 : 1 + Math.floor(random() * 2);
    const count = 1 + Math.floor(random() * 3);
    return {
      indent,
      parts: Array.from({ length: count }, () => ({
        width: 24 + Math.round(random() * 64),
        tint: tints[Math.floor(random() * tints.length)] ?? yellow,
      })),
    };
  });
}

const chart = [38, 52, 46, 70, 64, 88];

export function Code({ seed }: { seed: string }) {
  return (
    <>
      <Window />
      {codeLines(seed).map((line, row) => {
        let x = 72 + line.indent * 28;
        return line.parts.map((part, column) => {
          const bar = (
            <rect
              key={`${row}-${column}`}
              x={x}
              y={84 + row * 24}
              width={part.width}
              height="8"
              rx="4"
              fill={part.tint}
              opacity={part.tint === yellow ? 0.95 : 0.75}
            />
          );
          x += part.width + 10;
          return bar;
        });
      })}
      <Card x={0} y={250} width={190} height={130} />
      {chart.map((height, index) => (
        <rect
          key={height}
          x={22 + index * 26}
          y={360 - height}
          width="16"
          height={height}
          rx="4"
          fill={index === chart.length - 1 ? yellow : muted}
          opacity={index === chart.length - 1 ? 1 : 0.45}
        />
      ))}
      <CheckCard title="Deploy listo" detail="Todas las pruebas OK" />
    </>
  );
}
