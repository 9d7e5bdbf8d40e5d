// The small outlined label above a page's title ("Servicios", "Error 404"): the hero's, and the
// service page's band, which opens the same way.
import styled from '@emotion/styled';
import { color, radius } from '../theme/tokens';

export const HeroBadge = styled.p`
  display: inline-block;
  padding: 0.35rem 0.9rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${color.textMuted};
`;
