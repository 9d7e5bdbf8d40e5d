import styled from '@emotion/styled';
import { ArrowDown, ArrowRight } from 'lucide-react';
import type { BlockProps } from '../../content/types.generated';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import { balancedGrid } from '../../ui/balancedGrid';
import { arrowLink, plainList } from '../../ui/surfaces';
import { chooseAttr } from '../../lib/pageAttributes';
import { cardBadge, titleRule } from '../../ui/cardMarks';
import { KeepRanges } from '../../ui/KeepRanges';

const Tiers = styled.ul<{ $count: number }>`
  ${plainList}
  ${({ $count }) => balancedGrid($count, { max: 4, min: '200px' })}
  /* A column whose last part, the link to the calculator, keeps to the card's foot. */
  li {
    display: flex;
    flex-direction: column;
    gap: 0.35rem;
    padding: ${space.md};
    border-radius: ${radius.md};
    border: 1px solid ${color.border};
    background: ${color.surface};
  }
  /* The tier's yellow mark over its name. */
  li::before {
    ${titleRule}
  }
  h3 {
    font-size: 1.25rem;
  }
  /* The typical choice stands out, as the best pricing pages mark theirs: four equal cards
     left a CTO to guess which one fits a usual project (review 84A). */
  li {
    position: relative;
  }
  li[data-featured] {
    border-color: ${color.primary};
    box-shadow: inset 0 0 0 1px ${color.primary};
  }
  /* In the corner, level with the yellow mark: between the name and the price it pushed that
     card's price a line below its neighbours'. */
  .badge {
    position: absolute;
    top: calc(${space.md} - 0.6rem);
    right: ${space.md};
    ${cardBadge}
  }
  .price {
    font-size: 1.5rem;
    font-weight: 800;
  }
  .duration,
  .description {
    color: ${color.textMuted};
  }
  /* Four lines in a narrow card: 'pretty' pulled one card's text into a column half as wide as
     its neighbours' to spare a one-word last line (design review 6). */
  .description {
    text-wrap: wrap;
  }
  /* A phone reads the tiers as one table, name and price on a line: four stacked cards put the
     calculator a screen and a half further down (design review 16). */
  ${breakpoint.small} {
    gap: 0;
    padding-inline: ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    li {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: baseline;
      column-gap: ${space.sm};
      padding: ${space.sm} 0;
      border: 0;
      border-radius: 0;
      background: none;
    }
    li + li {
      border-top: 1px solid ${color.border};
    }
    li::before {
      display: none;
    }
    li[data-featured] {
      border-color: ${color.border};
      box-shadow: none;
    }
    .badge {
      position: static;
      justify-self: start;
      grid-column: 1 / -1;
      grid-row: 1;
    }
    h3,
    .price {
      font-size: 1.125rem;
    }
    .price {
      text-align: right;
    }
    .duration,
    .description {
      grid-column: 1 / -1;
    }
    .description {
      font-size: 0.9375rem;
    }
  }
`;

// At the card's foot, whatever the description's length: the links of a row line up. A tier that
// is not calculated (Enterprise) leads on too: with no link, it was a dead end beside three that
// had one (review 92L).
const FootLink = styled.a`
  ${arrowLink}
  align-self: flex-start;
  margin-top: auto;
  padding-top: ${space.xs};
  ${breakpoint.small} {
    grid-column: 1 / -1;
  }
`;

const Note = styled.p`
  margin-top: ${space.md};
  font-size: 0.9375rem;
  color: ${color.textMuted};
`;

export default function PriceTable({
  title,
  intro,
  tiers,
  note,
  calculator,
}: BlockProps<'priceTable'>) {
  return (
    <Container>
      <SectionHeading title={title} intro={intro} />
      <Tiers $count={tiers.length}>
        {tiers.map((tier) => (
          <li key={tier.name} data-featured={tier.badge ? '' : undefined}>
            <h3>{tier.name}</h3>
            {tier.badge && <p className="badge">{tier.badge}</p>}
            <p className="price">{tier.price}</p>
            <p className="duration">
              <KeepRanges text={tier.duration} />
            </p>
            {tier.description && <p className="description">{tier.description}</p>}
            {/* The calculator with this level chosen (islands/presetChoice; without script, it
                leads there), or the tier's own link. */}
            {calculator && tier.complexity ? (
              <FootLink href={`#${calculator.section}`} {...{ [chooseAttr]: tier.complexity }}>
                {calculator.label}
                <ArrowDown size={18} aria-hidden="true" />
              </FootLink>
            ) : (
              tier.link && (
                <FootLink href={tier.link.href}>
                  {tier.link.label}
                  <ArrowRight size={18} aria-hidden="true" />
                </FootLink>
              )
            )}
          </li>
        ))}
      </Tiers>
      {note && <Note>{note}</Note>}
    </Container>
  );
}
