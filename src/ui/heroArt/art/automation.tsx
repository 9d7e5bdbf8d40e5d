// Suppliers' invoices read and booked without anyone typing them: each document with what the
// model made of it, the one it was unsure of waiting for a person, the day's count and the ERP
// kept in step. Drawn for the automation service: a conversation (the contact page's drawing)
// said nothing about automating anything.
import { CheckCard, NoteCard, cardPair } from './cards';
import { Label, Pill, Window, yellow } from './parts';

type Outcome = 'booked' | 'review';

const documents: { name: string; detail: string; outcome: Outcome; label: string }[] = [
  {
    name: 'Factura 48213',
    detail: 'Ferretería Norte · $1.250.400',
    outcome: 'booked',
    label: 'Contabilizada',
  },
  {
    name: 'Nota de crédito 2207',
    detail: 'Envases del Sur · $98.000',
    outcome: 'booked',
    label: 'Contabilizada',
  },
  { name: 'Factura 48219', detail: 'Sin orden de compra', outcome: 'review', label: 'Revisión' },
  {
    name: 'Factura 9921',
    detail: 'Transportes Maule · $640.000',
    outcome: 'booked',
    label: 'Contabilizada',
  },
];

const top = 112;
const step = 46;
const pillX = 340;

export function Automation() {
  return (
    <>
      <Window x={20} y={30} width={440} height={268} title="Facturas de proveedores · IA" />
      <Label x={44} y={94} size={11} weight={600} tone="muted">
        Documento
      </Label>
      <Label x={pillX} y={94} size={11} weight={600} tone="muted">
        Resultado
      </Label>
      {documents.map((document, index) => {
        const y = top + 18 + index * step;
        const review = document.outcome === 'review';
        return (
          <g key={document.name}>
            <line className="rule" x1="36" y1={y - 23} x2="444" y2={y - 23} />
            <Label x={44} y={y - 4} size={12.5} weight={700}>
              {document.name}
            </Label>
            <Label x={44} y={y + 11} size={10.5} weight={500} tone="muted">
              {document.detail}
            </Label>
            <Pill
              x={pillX}
              y={y - 14}
              width={96}
              label={document.label}
              highlighted={review}
              size={10.5}
            />
          </g>
        );
      })}
      <NoteCard
        {...cardPair.left}
        y={312}
        textX={cardPair.left.x + 64}
        title="248 procesadas hoy"
        detail="3 en revisión humana"
      >
        {/* A bar chart: the day's documents, the last bar today's. */}
        {[14, 22, 18, 28].map((height, index) => (
          <rect
            key={height}
            x={38 + index * 8}
            y={360 - height}
            width="5"
            height={height}
            rx="2"
            className={index === 3 ? undefined : 'muted'}
            fill={index === 3 ? yellow : undefined}
          />
        ))}
      </NoteCard>
      <CheckCard {...cardPair.right} y={312} title="ERP al día" detail="Sin digitar nada" />
    </>
  );
}
