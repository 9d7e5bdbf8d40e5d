import { palette } from '../../theme/tokens';

/** Brand accents a project can take; used as fills and borders, never as text colour. */
export const accent = {
  yellow: palette.yellow500,
  blue: palette.blue300,
  purple: palette.purple300,
} as const;
