// A squad on a call: six people in a grid, the one speaking ringed in yellow, her message in a
// chat card, and the sprint delivered.
import { palette } from '../../../theme/tokens';
import { Card, CheckCard, Label, muted, Window, yellow } from './parts';

const tints = [muted, palette.blue300, palette.purple300, palette.blue300, yellow, muted];

export function Team() {
  return (
    <>
      <Window title="Daily · Squad Pagos" />
      {tints.map((tint, index) => {
        const x = 76 + (index % 3) * 120;
        const y = 76 + Math.floor(index / 3) * 112;
        const speaking = tint === yellow;
        return (
          <g key={index}>
            <rect className="card" x={x} y={y} width="108" height="100" rx="12" />
            <circle cx={x + 54} cy={y + 38} r="17" fill={tint} opacity={speaking ? 1 : 0.6} />
            <path
              d={`M${x + 26} ${y + 88}a28 24 0 0 1 56 0z`}
              fill={tint}
              opacity={speaking ? 1 : 0.6}
            />
            {speaking && (
              <circle cx={x + 54} cy={y + 38} r="23" fill="none" stroke={yellow} strokeWidth="3" />
            )}
          </g>
        );
      })}
      <Card x={0} y={292} width={200} height={84} />
      <circle cx="30" cy="316" r="11" fill={yellow} />
      <Label x={50} y={320} size={13} weight={700}>
        Valentina · UX
      </Label>
      <Label x={18} y={344} size={11} weight={500} tone="muted">
        Subí el prototipo v2.
      </Label>
      <Label x={18} y={361} size={11} weight={500} tone="muted">
        ¿Lo probamos hoy a las 15?
      </Label>
      <CheckCard y={300} title="Sprint 14 listo" detail="Entregado a tiempo" />
    </>
  );
}
