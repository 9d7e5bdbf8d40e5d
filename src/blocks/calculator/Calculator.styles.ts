import styled from '@emotion/styled';
import { space } from '../../theme/tokens';
import { phone } from './Estimate.styles';

/** The choices beside a sticky estimate card; on a phone one column, the estimate a bar below. */
export const Layout = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) clamp(19rem, 32vw, 23rem);
  gap: clamp(${space.md}, 3vw, ${space.lg});
  align-items: start;
  /* A flex column, not a grid: a grid item's sticky range would be its own row, and the bar
     must stay pinned for the whole height of the form. */
  ${phone} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
  }
`;
