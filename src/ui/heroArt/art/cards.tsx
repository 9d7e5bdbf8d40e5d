// The hero drawings' floating cards: a card with a mark (a check, a clock, or any drawn by the
// caller) and two lines of text, built from the parts in parts.tsx.
import type { ReactNode } from 'react';
import { Card, Label, ink, yellow } from './parts';

/** A card's two lines of text beside its icon: a title and a detail under it. */
function CardText({
  x,
  y,
  title,
  detail,
}: {
  x: number;
  y: number;
  title: string;
  detail: string;
}) {
  return (
    <>
      <Label x={x} y={y + 28} size={13} weight={700}>
        {title}
      </Label>
      <Label x={x} y={y + 45} size={11} weight={500} tone="muted">
        {detail}
      </Label>
    </>
  );
}

interface CardCopy {
  title: string;
  detail: string;
}

/** Two cards side by side under a window (x 20 to 460): equal, 12 apart. Of unequal widths with
 *  a wider gap they read as a mistake (design review 21). */
export const cardPair = {
  left: { x: 20, width: 214 },
  right: { x: 246, width: 214 },
} as const;

/** The "done" card: a yellow disc with a check mark, a title and a detail. */
export function CheckCard({
  x = 300,
  y = 270,
  width = 170,
  title,
  detail,
}: { x?: number; y?: number; width?: number } & CardCopy) {
  return (
    <>
      <Card x={x} y={y} width={width} height={64} />
      <circle cx={x + 32} cy={y + 32} r="12" fill={yellow} />
      <path
        d={`M${x + 26} ${y + 32}l4 4 8-8`}
        fill="none"
        stroke={ink}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <CardText x={x + 54} y={y} title={title} detail={detail} />
    </>
  );
}

/** The "same hours" card: a yellow clock face, a title and a detail. */
export function ClockCard({
  x,
  y,
  width,
  title,
  detail,
}: { x: number; y: number; width: number } & CardCopy) {
  return (
    <>
      <Card x={x} y={y} width={width} height={64} />
      <circle cx={x + 32} cy={y + 32} r="15" fill="none" stroke={yellow} strokeWidth="3" />
      <path
        d={`M${x + 32} ${y + 23}v9l6 5`}
        fill="none"
        stroke={yellow}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <CardText x={x + 58} y={y} title={title} detail={detail} />
    </>
  );
}

/** A card of two lines of text, a title and a detail under it, after an optional mark drawn in
 * the card (children) that pushes the text to `textX`. */
export function NoteCard({
  x,
  y,
  width,
  textX = x + 20,
  title,
  detail,
  children,
}: { x: number; y: number; width: number; textX?: number; children?: ReactNode } & CardCopy) {
  return (
    <>
      <Card x={x} y={y} width={width} height={64} />
      {children}
      <CardText x={textX} y={y} title={title} detail={detail} />
    </>
  );
}

/** A note card led by a drawn mark: a 24-unit icon path (Lucide's) in the accent's line, as the
 *  done card beside it has its check (a card without one read as unfinished: reviews 62C, 70A). */
export function IconNoteCard({
  icon,
  ...card
}: { x: number; y: number; width: number; icon: string } & CardCopy) {
  return (
    <NoteCard {...card} textX={card.x + 54}>
      <path
        d={icon}
        transform={`translate(${card.x + 20} ${card.y + 20})`}
        fill="none"
        stroke={yellow}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </NoteCard>
  );
}
