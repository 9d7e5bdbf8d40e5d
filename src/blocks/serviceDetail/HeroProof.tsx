// One result of the service's first case, under the opening band's buttons: the page's first
// client and figure sat 2,900 px down at 1440 and 4,600 px on a phone (reviews 36B, 37B). The
// figure, what it measures and for whom, then in words what changed: the figure alone read as
// cryptic (38B).
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { CaseDetail } from '../../content/types.generated';
import { breakpoint, color, motionOk, space } from '../../theme/tokens';
import { FigureText } from '../../ui/FigureText';
import { arrowLink } from '../../ui/surfaces';

const Proof = styled.a`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${space.sm};
  align-items: baseline;
  max-width: 36rem;
  margin-top: ${space.xs};
  color: ${color.textMuted};
  text-decoration: none;
  strong {
    grid-row: span 2;
    font-size: 1.75rem;
    font-weight: 800;
    line-height: 1.1;
    /* Yellow on the dark band; ink if a page sets the band light (yellow on white is 1.4:1). */
    color: ${color.accentText};
  }
  /* Balanced: 'Clínica / Central' left the client's second word alone on a line (review 85B). */
  .what {
    color: ${color.text};
    font-weight: 600;
    text-wrap: balance;
  }
  .see {
    ${arrowLink}
    margin-left: 0.35rem;
    white-space: nowrap;
  }
  svg {
    align-self: center;
  }
  /* It answers the pointer as the buttons beside it do (review 43B: nothing changed). */
  &:hover .what {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  &:hover .see svg {
    transform: translateX(3px);
  }
  ${motionOk} {
    .see svg {
      transition: transform 0.15s ease-out;
    }
  }
  /* A phone: the figure over its caption, which beside it had 230 px and broke a client's
     name (review 43B). */
  ${breakpoint.small} {
    grid-template-columns: minmax(0, 1fr);
    strong {
      grid-row: auto;
    }
  }
`;

export function HeroProof({
  result,
  client,
  href,
  action,
}: {
  result: CaseDetail['results'][number];
  client: string;
  href: string;
  action: string;
}) {
  return (
    <Proof href={href}>
      <strong>
        <FigureText text={result.metrics} />
      </strong>
      <span className="what">
        {result.title} · {client}
      </span>
      <span>
        {result.description}
        <span className="see">
          {action}
          <ArrowRight size={16} aria-hidden="true" />
        </span>
      </span>
    </Proof>
  );
}
