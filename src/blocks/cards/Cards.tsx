import styled from '@emotion/styled';
import type { BlockProps } from '../../content/types.generated';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { Icon } from '../../ui/Icon';
import { SectionHeading } from '../../ui/SectionHeading';
import { hoverAttr } from '../../lib/hoverPresets';
import { breakpoint, color, radius, space } from '../../theme/tokens';
import { balancedColumns } from '../../ui/columns';
import { plainList } from '../../ui/surfaces';
import { KeepRanges } from '../../ui/KeepRanges';
import { Card, ClosingTile, Entry, Step, cardPartsVar, markerSize } from './frames';
import { ItemLinks } from './ItemLinks';
import { WeighedChoices } from './WeighedChoices';

// A last row that cannot be full (five cards in three columns) is centred under the others, so
// it reads as intended rather than as a missing card: rows wrap as flex lines of equal cards,
// each a column with its links at the foot (flex lines have no tracks to share).
function centeredLastRow(count: number, columns: number) {
  if (count % columns === 0) return '';
  return `
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    > li {
      flex: 0 0 calc((100% - ${columns - 1} * ${space.md}) / ${columns});
      display: flex;
      flex-direction: column;
    }
    > li > a, > li > div:last-child {
      margin-top: auto;
      align-self: flex-start;
    }
  `;
}

type Item = BlockProps<'cards'>['items'][number];

/** How many parts a card stacks (image, number or icon, label, title, text, bullets, audience, links):
 * the tracks each row of cards shares. */
export function partsOf(item: Item, numbered: boolean): number {
  const optional = [
    item.image,
    numbered || item.icon,
    item.label,
    item.bullets?.length,
    item.audience,
    item.link ?? item.detailLink,
  ];
  return 2 + optional.filter(Boolean).length;
}

// On one line: emotion keeps the whitespace of a multi-line value in the page's CSS.
const equalColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

// `columns` is the most the content allows; the count of cards picks how many of them balance.
// A list's entries have no frames, so its rows touch (the entries' rules part them) and its
// last row starts at the left, as a list's would.
const Grid = styled.ol<{
  $count: number;
  $columns: number;
  $list: boolean;
  $numbered: boolean;
  $parts: number;
}>`
  ${plainList}
  ${cardPartsVar}: ${({ $parts }) => $parts};
  display: grid;
  /* The row gap is the cards' own gap between their parts: a subgrid's parts stand as far
     apart as the grid's rows, less half the difference, so a wider row gap pushed each title
     away from its text (design review 8: 38 px between a step's title and text). The cards'
     bottom margin sets their rows apart instead (frames.ts). */
  gap: ${({ $list }) => ($list ? `0 ${space.lg}` : `${space.sm} ${space.md}`)};
  grid-template-columns: ${({ $count, $columns }) => equalColumns(balancedColumns($count, $columns))};
  ${({ $count, $columns, $list }) =>
    $list ? '' : centeredLastRow($count, balancedColumns($count, $columns))}
  /* A numbered row's last step has no rule running on to a next one (frames.ts, Step); the
     last row's margin is the section's padding already (115 px below the steps otherwise,
     design review 9). */
  ${({ $count, $columns, $numbered }) =>
    $numbered
      ? `> li:nth-child(${balancedColumns($count, $columns)}n)::before, > li:last-child::before { display: none; }
         margin-bottom: calc(${space.sm} - ${space.xl});`
      : ''}
  @media (max-width: 1024px) {
    display: grid;
    grid-template-columns: ${({ $count, $columns }) =>
      equalColumns(balancedColumns($count, Math.min($columns, 2)))};
  }
  ${breakpoint.mobile} {
    grid-template-columns: minmax(0, 1fr);
    /* One column: every step but the last draws its stretch of the rail. */
    ${({ $numbered }) =>
      $numbered
        ? 'row-gap: 0; margin-bottom: 0; > li:not(:last-child)::before { display: block; }'
        : ''}
  }
`;

const Marker = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${markerSize};
  height: ${markerSize};
  border-radius: ${radius.sm};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 800;
  font-size: 1.1rem;
`;

const Label = styled.p`
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${color.textMuted};
`;

// A fill, not a text colour: brand yellow only reaches contrast as a background behind dark text.
// It sits on the card's top edge, out of the flow, so the featured card's content lines up with
// its row-mates'.
const Badge = styled.p`
  position: absolute;
  top: 0;
  left: ${space.md};
  transform: translateY(-50%);
  padding: 0.2rem 0.7rem;
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-size: 0.8rem;
  font-weight: 700;
`;

// On the grid's left edge, under the heading and cards it belongs to: centred, it floated
// apart from a left-aligned section (design review 7).
const Footer = styled(ButtonRow)`
  margin-top: ${space.lg};
`;

const Audience = styled.p`
  font-size: 0.9rem;
  font-weight: 600;
`;

// A card's picture runs to its edges, over the card's padding: a framed picture inside the frame
// read as a thumbnail, not as the card's face. Dimmed a little on the dark theme, as the case
// screens are (theme/GlobalStyles).
const Picture = styled.img`
  display: block;
  width: calc(100% + 2 * ${space.md});
  max-width: none;
  height: auto;
  aspect-ratio: 16 / 10;
  margin: calc(-1 * ${space.md}) calc(-1 * ${space.md}) ${space.xs};
  border-bottom: 1px solid ${color.border};
  border-radius: calc(${radius.md} - 1px) calc(${radius.md} - 1px) 0 0;
  object-fit: cover;
  filter: var(--screen-filter, none);
`;

const Description = styled.p`
  color: ${color.textMuted};
`;

export default function Cards({
  eyebrow,
  title,
  intro,
  columns,
  variant,
  hover,
  audienceLabel,
  items,
  closingTile,
  actions,
}: BlockProps<'cards'>) {
  const Frame = { feature: Card, numbered: Step, list: Entry }[variant];
  const list = variant === 'list';
  // A list entry has no surface to tilt.
  const tilt = hover === 'none' || list ? {} : { [hoverAttr]: hover };
  return (
    <Container>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />
      <Grid
        $count={items.length + (closingTile ? 1 : 0)}
        $columns={columns}
        $list={list}
        $numbered={variant === 'numbered'}
        $parts={Math.max(...items.map((item) => partsOf(item, variant === 'numbered')))}
      >
        {items.map((item, index) => (
          <Frame key={item.title} $featured={item.badge !== undefined} {...tilt}>
            {item.badge && <Badge>{item.badge}</Badge>}
            {item.image && (
              <Picture
                src={item.image.src}
                alt={item.image.alt}
                width={800}
                height={500}
                loading="lazy"
                decoding="async"
              />
            )}
            {variant === 'numbered' ? (
              <Marker aria-hidden="true">{String(index + 1).padStart(2, '0')}</Marker>
            ) : (
              item.icon && (
                <Marker>
                  <Icon name={item.icon} size={list ? 20 : 24} />
                </Marker>
              )
            )}
            {item.label && (
              <Label>
                <KeepRanges text={item.label} />
              </Label>
            )}
            <h3>{item.title}</h3>
            <Description>
              <KeepRanges text={item.description} />
            </Description>
            {item.bullets && item.bullets.length > 0 && (
              <ul>
                {item.bullets.map((bullet) => (
                  <li key={bullet}>
                    <KeepRanges text={bullet} />
                  </li>
                ))}
              </ul>
            )}
            {item.audience && <Audience>{`${audienceLabel} ${item.audience}`}</Audience>}
            <ItemLinks link={item.link} detailLink={item.detailLink} list={list} />
          </Frame>
        ))}
        {closingTile && (
          <ClosingTile>
            <h3>{closingTile.title}</h3>
            {closingTile.text && (
              <p>
                <KeepRanges text={closingTile.text} />
              </p>
            )}
            <WeighedChoices />
            <ButtonLink {...closingTile.link} variant="primary" />
          </ClosingTile>
        )}
      </Grid>
      {actions && (
        <Footer>
          {actions.map((action) => (
            <ButtonLink key={action.href + action.label} {...action} />
          ))}
        </Footer>
      )}
    </Container>
  );
}
