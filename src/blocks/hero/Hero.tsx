import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { color, radius, space } from '../../theme/tokens';

const Inner = styled(Container)`
  display: grid;
  gap: ${space.md};
  justify-items: start;
`;

const Badge = styled.p`
  display: inline-block;
  padding: 0.35rem 0.9rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${color.textMuted};
`;

// The LCP element: plain text in the HTML, no entrance animation, no web font to wait for.
const Title = styled.h1`
  font-size: clamp(2.25rem, 6vw, 4rem);
  letter-spacing: -0.02em;
  max-width: 18ch;
`;

const Lead = styled.p`
  font-size: clamp(1.125rem, 2vw, 1.35rem);
  color: ${color.textMuted};
  max-width: 60ch;
`;

const Highlights = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    gap: 0.6rem;
    align-items: baseline;
  }
  li::before {
    content: '';
    flex: none;
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    background: ${color.primary};
  }
`;

export default function Hero({ badge, title, lead, highlights, actions }: BlockProps<'hero'>) {
  return (
    <Inner>
      {badge && <Badge>{badge}</Badge>}
      <Title>{title}</Title>
      <Lead>{lead}</Lead>
      {highlights && highlights.length > 0 && (
        <Highlights>
          {highlights.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Highlights>
      )}
      {actions && actions.length > 0 && (
        <ButtonRow>
          {actions.map((action) => (
            <ButtonLink key={action.href + action.label} {...action} />
          ))}
        </ButtonRow>
      )}
    </Inner>
  );
}
