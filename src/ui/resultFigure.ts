// A case's measured result in large type over its label: the cards block's case cards and the
// service and related-case cards share it (design review 26: 32 px white on one page, 26 px
// yellow over a rule on the next read as two components). Proportional figures: a figure stands
// alone, and tabular ones opened a gap after a '1' ('1 1.6M': review 76B).
import { color } from '../theme/tokens';

export const resultFigure = `
  display: grid;
  gap: 0.15rem;
  strong {
    font-size: 2rem;
    font-weight: 800;
    line-height: 1.1;
    letter-spacing: -0.02em;
    color: ${color.accentText};
  }
  > span {
    color: ${color.textMuted};
    font-size: 0.95rem;
  }
`;
