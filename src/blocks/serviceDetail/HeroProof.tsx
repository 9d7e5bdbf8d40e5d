// One result of the service's first case, under the opening band's buttons: the page's first
// client and figure sat 2,900 px down at 1440 and 4,600 px on a phone (reviews 36B, 37B).
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { CaseDetail } from '../../content/types.generated';
import { color, space } from '../../theme/tokens';

const Proof = styled.a`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${space.xs};
  margin-top: ${space.xs};
  color: ${color.textMuted};
  text-decoration: none;
  strong {
    font-size: 1.375rem;
    font-weight: 800;
    /* Yellow on the dark band; ink if a page sets the band light (yellow on white is 1.4:1). */
    color: ${color.accentText};
    font-variant-numeric: tabular-nums;
  }
  .see {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    color: ${color.text};
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  svg {
    align-self: center;
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
      <strong>{result.metrics}</strong>
      <span>
        {result.title} · {client}
      </span>
      <span className="see">
        {action}
        <ArrowRight size={16} aria-hidden="true" />
      </span>
    </Proof>
  );
}
