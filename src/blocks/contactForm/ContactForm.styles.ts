import styled from '@emotion/styled';
import { breakpoint, color, motionOk, radius, space } from '../../theme/tokens';
import { primaryButton, secondaryButton } from '../../ui/buttonStyles';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  align-items: start;
  gap: ${space.xl};
  ${breakpoint.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space.md};
  }
`;

export const Form = styled.form`
  position: relative;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.xs} ${space.md};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  border: 1px solid ${color.border};
  background: ${color.surface};
  > .wide {
    grid-column: 1 / -1;
  }
  ${breakpoint.small} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${space.md};
  }
`;

export const Submit = styled.button`
  ${primaryButton}
  ${motionOk} {
    .bounce {
      animation: bounce 0.8s ease-in-out infinite;
    }
  }
  @keyframes bounce {
    0%,
    100% {
      transform: translateY(0);
    }
    50% {
      transform: translateY(-6px);
    }
  }
`;

export const Failure = styled.div`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radius.md};
  border: 2px solid ${color.danger};
  p {
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.sm};
  }
  button {
    ${secondaryButton}
  }
  a {
    color: ${color.text};
    font-weight: 700;
  }
`;

export const Privacy = styled.p`
  font-size: 0.8125rem;
  color: ${color.textMuted};
  a {
    color: ${color.text};
  }
`;
