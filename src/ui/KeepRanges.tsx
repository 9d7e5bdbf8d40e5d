// A block text with its numeric ranges and units kept on one line (lib/keepRanges). A text
// without either is returned as it is, with no markup; one that has them comes back as one span,
// so a flex or grid parent still sees a single item.
import { Fragment } from 'react';
import { nowrapClass, rangePieces } from '../lib/keepRanges';

export function KeepRanges({ text }: { text: string }) {
  const pieces = rangePieces(text);
  if (pieces.length === 1 && typeof pieces[0] === 'string') return pieces[0];
  return (
    <span>
      {pieces.map((piece, index) =>
        typeof piece === 'string' ? (
          <Fragment key={index}>{piece}</Fragment>
        ) : (
          <span key={index} className={nowrapClass}>
            {piece.range}
          </span>
        ),
      )}
    </span>
  );
}
