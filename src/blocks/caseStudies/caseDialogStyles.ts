// The case dialog's body. Columns follow the sheet's width (container queries on the dialog
// body), not the window's, and every grid cell may shrink, so nothing is ever wider than the sheet.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { primaryButton, secondaryButton } from '../../ui/buttonStyles';
import { color, radius, space } from '../../theme/tokens';
import { eyebrowText, factPairs, plainList } from '../../ui/surfaces';

const wide = '@container (min-width: 640px)';

export const Content = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};
  ${wide} {
    gap: ${space.lg};
  }
  h3 {
    ${eyebrowText}
    color: ${color.textMuted};
    margin-bottom: ${space.sm};
  }
`;

// The case's screen across the sheet, a button that opens it full size.
export const Screen = styled.div`
  > button {
    width: 100%;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${radius.md};
    background: ${color.bgAlt};
  }
`;

export const Intro = styled.div`
  display: grid;
  gap: ${space.sm};
  align-content: start;
  h2 {
    font-size: 1.5rem;
    letter-spacing: -0.01em;
    ${wide} {
      font-size: 2rem;
    }
  }
`;

export const Brand = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  img {
    width: 96px;
    height: auto;
  }
  p {
    ${eyebrowText}
    color: ${color.textMuted};
  }
`;

export const Lead = styled.p`
  font-size: 1.05rem;
  color: ${color.textMuted};
  max-width: 41em;
`;

// In a narrow sheet each metric is a row, figures in one column and labels aligned in the next
// (subgrid); from 520 px they stand side by side as cards.
export const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};
  ${wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.lg};
  }
  > :only-child {
    grid-column: 1 / -1;
  }
`;

export const Checks = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space.xs};
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.6rem;
    align-items: start;
  }
  svg {
    margin-top: 0.2rem;
    padding: 2px;
    border-radius: 50%;
    background: ${color.primary};
    color: ${color.onPrimary};
  }
`;

export const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(120px, 100%), 1fr));
  padding: ${space.sm};
  ${wide} {
    grid-template-columns: repeat(auto-fit, minmax(min(150px, 100%), 1fr));
    padding: ${space.sm} ${space.md};
  }
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  ${factPairs}
`;

const textButton = css`
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 0;
  background: none;
  color: ${color.text};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 4px;
  cursor: pointer;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${space.xs};
  padding-top: ${space.md};
  border-top: 1px solid ${color.border};
  ${wide} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }
  > button:first-of-type {
    ${primaryButton}
  }
  > a {
    ${secondaryButton}
    gap: 0.4rem;
    min-height: 52px;
    text-decoration: none;
  }
  > button:last-of-type {
    ${textButton}
  }
`;

// A badge's tooltip is centred over it and may be wider than it, so near the sheet's edge it would
// stick out (and let the body scroll sideways). With anchor positioning it stays centred on its
// badge but shifts to stay within the list; without, it takes the badge's width and wraps.
// (&& outranks the badge's own rules, inserted after these.)
export const TechList = styled.div`
  position: relative;
  && [role='tooltip'] {
    left: 0;
    right: 0;
    transform: none;
    white-space: normal;
    overflow-wrap: normal;
    text-align: center;
  }
  @supports (anchor-scope: --tech) {
    && li {
      position: static;
      anchor-name: --tech;
      anchor-scope: --tech;
    }
    && [role='tooltip'] {
      position-anchor: --tech;
      top: auto;
      bottom: anchor(top);
      justify-self: anchor-center;
      width: max-content;
      max-width: 100%;
      margin-bottom: 6px;
      white-space: nowrap;
    }
  }
`;
