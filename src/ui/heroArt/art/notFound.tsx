// Nothing found: an empty, dashed space searched with a magnifying glass, and a trail that ends
// in a cross.
import { Card, Label, muted, Window, yellow } from './parts';

export function NotFound() {
  return (
    <>
      <Window title="australsoftware.cl/…" />
      <rect
        x="72"
        y="80"
        width="356"
        height="196"
        rx="14"
        fill="none"
        className="rule"
        strokeDasharray="8 8"
        strokeWidth="2"
      />
      <Label x={104} y={118} size={13} weight={700}>
        Buscando…
      </Label>
      <Label x={104} y={136} size={11} weight={500} tone="muted">
        0 resultados
      </Label>
      <circle cx="262" cy="182" r="44" className="hole" stroke={yellow} strokeWidth="9" />
      <line
        x1="294"
        y1="214"
        x2="334"
        y2="254"
        stroke={yellow}
        strokeWidth="14"
        strokeLinecap="round"
      />
      <Card x={0} y={262} width={220} height={100} />
      <path
        d="M30 334c30-40 60 20 96-14s40-20 54-26"
        fill="none"
        stroke={muted}
        strokeWidth="3"
        strokeDasharray="5 6"
        strokeLinecap="round"
      />
      <circle cx="30" cy="334" r="6" fill={muted} />
      <path d="M182 284l16 16m0-16-16 16" stroke={yellow} strokeWidth="4" strokeLinecap="round" />
    </>
  );
}
