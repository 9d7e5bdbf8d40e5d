// The estimate's aside: a sticky card beside the choices (estimateCard), a bottom sheet on a
// phone (phoneSheet).
import styled from '@emotion/styled';
import { estimateCard } from './estimateCard.styles';
import { phoneSheet } from './phoneSheet.styles';

export const phone = '@media (max-width: 640px)';

// The aside is what sticks; its one child, the sheet, is what shows, so that on a phone the
// sheet can look different while the aside is stuck (a scroll-state query asks the aside).
export const Panel = styled.aside`
  ${estimateCard}
  ${phone} {
    ${phoneSheet}
  }
`;
