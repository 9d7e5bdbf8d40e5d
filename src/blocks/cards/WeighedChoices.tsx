// The closing tile's drawing: options on a list, one ticked, the others being weighed. Light
// strokes on the tile's dark ground in both themes; decorative, so hidden from screen readers.
import { palette } from '../../theme/tokens';

const rows = [
  { y: 14, bar: 132, chosen: false },
  { y: 50, bar: 164, chosen: true },
  { y: 86, bar: 108, chosen: false },
];

export function WeighedChoices() {
  return (
    <svg viewBox="0 0 220 100" aria-hidden="true">
      {rows.map(({ y, bar, chosen }) => (
        <g key={y}>
          <circle
            cx="12"
            cy={y}
            r="10"
            fill={chosen ? palette.yellow500 : 'none'}
            stroke={chosen ? palette.yellow500 : palette.gray550}
            strokeWidth="2"
          />
          {chosen && (
            <path
              d={`M7 ${y}l3.5 3.5L17 ${y - 4}`}
              fill="none"
              stroke={palette.black900}
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
          <rect
            x="34"
            y={y - 5}
            width={bar}
            height="10"
            rx="5"
            fill={chosen ? palette.white : palette.gray800}
          />
        </g>
      ))}
    </svg>
  );
}
