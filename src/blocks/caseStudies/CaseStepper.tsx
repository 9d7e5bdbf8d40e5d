// Previous and next case around 'Caso n / total', in the dialog's fixed header. On a phone the
// buttons are icons (their words stay as accessible names), so the header keeps to one row.
import styled from '@emotion/styled';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { HeaderButton } from '../../ui/DialogStyles';
import { space } from '../../theme/tokens';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  min-width: 0;
`;

const Counter = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  padding-inline: 0.25rem;
`;

interface CaseStepperProps {
  position: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
}

export function CaseStepper({ position, total, onPrevious, onNext }: CaseStepperProps) {
  return (
    <Row>
      <HeaderButton type="button" onClick={onPrevious}>
        <ChevronLeft size={20} aria-hidden="true" />
        <span>Anterior</span>
      </HeaderButton>
      <Counter aria-live="polite">
        Caso {position} / {total}
      </Counter>
      <HeaderButton type="button" onClick={onNext}>
        <span>Siguiente</span>
        <ChevronRight size={20} aria-hidden="true" />
      </HeaderButton>
    </Row>
  );
}
