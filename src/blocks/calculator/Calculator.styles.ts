import styled from '@emotion/styled';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import { primaryButton } from '../../ui/buttonStyles';

export const Layout = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${space.lg};
  align-items: start;
  ${breakpoint.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Choices = styled.div`
  display: grid;
  gap: ${space.md};
  fieldset {
    min-width: 0;
    margin: 0;
    padding: ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
  }
  legend {
    padding: 0 0.4rem;
    font-weight: 800;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    padding: 0.5rem 1rem;
    border: 2px solid ${color.border};
    border-radius: ${radius.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${color.text};
    font-weight: 700;
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${color.link};
    outline-offset: 2px;
  }
  input {
    flex: none;
    accent-color: ${color.text};
    /* 24 px: the WCAG 2.5.8 minimum, for the control itself and not only its label. */
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }
  .price {
    color: ${color.textMuted};
    font-size: 0.875rem;
  }
`;

export const Result = styled.div`
  position: sticky;
  top: calc(72px + ${space.md});
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.text};
  color: ${color.bg};
  output {
    display: block;
    font-size: clamp(2.25rem, 6vw, 3.25rem);
    font-weight: 800;
    letter-spacing: -0.02em;
    font-variant-numeric: tabular-nums;
  }
  .usd {
    font-size: 1.25rem;
    font-weight: 700;
  }
  .disclaimer {
    font-size: 0.875rem;
    opacity: 0.85;
  }
  button {
    ${primaryButton}
    justify-self: start;
  }
  /* On phones the estimate stays in view at the bottom while the visitor picks options. */
  ${breakpoint.mobile} {
    top: auto;
    bottom: 0;
    z-index: 2;
    gap: 0.25rem;
    padding: ${space.md};
    border-radius: ${radius.md} ${radius.md} 0 0;
    output {
      font-size: 2rem;
    }
    .usd {
      font-size: 1rem;
    }
    .disclaimer {
      font-size: 0.75rem;
    }
    button {
      min-height: 44px;
      margin-top: 0.25rem;
    }
  }
`;
