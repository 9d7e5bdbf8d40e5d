import styled from '@emotion/styled';
import { fillPlaceholders } from '../../content/expand';
import type { BlockProps } from '../../content/types.generated';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { Icon } from '../../ui/Icon';
import { SectionHeading } from '../../ui/SectionHeading';
import { hoverAttr } from '../../lib/hoverPresets';
import { color, radius, space } from '../../theme/tokens';
import { KeepRanges } from '../../ui/KeepRanges';
import { resultFigure } from '../../ui/resultFigure';
import { ClosingTile, ClosingTileBody } from './ClosingTile';
import { Card, CompactCard, Entry, Step, markerSize } from './frames';
import { Numeral, SideRow } from './SideRow';
import { eyebrowText, yellowSquare } from '../../ui/surfaces';
import { cardBadge } from '../../ui/cardMarks';
import { cornerCovers } from '../../ui/coverCorner';
import { Grid } from './Grid';
import { Split } from './Split';
import { slidingRowProps } from '../../ui/slidingRow';
import { ItemLinks } from './ItemLinks';
import { coverSizing, illustrationSizes } from '../../ui/Illustration';
import { ThemedIllustration } from '../../ui/ThemedIllustration';
import { FigureText } from '../../ui/FigureText';

type Item = BlockProps<'cards'>['items'][number];

/** How many parts a card stacks (image, number or icon, label, title, text, bullets, audience, links):
 * the tracks each row of cards shares. */
export function partsOf(item: Item, numbered: boolean): number {
  const optional = [
    item.image,
    numbered || item.icon,
    item.label,
    item.figure,
    item.bullets?.length,
    item.audience,
    item.link ?? item.detailLink,
  ];
  return 2 + optional.filter(Boolean).length;
}

const Marker = styled.span`
  ${yellowSquare(markerSize)}
  font-size: 1.1rem;
`;

// Set as every case card's client and industry (ui/CaseCards, the case listing): one label, not
// three sizes of it across the site (review 61C).
const Label = styled.p`
  ${eyebrowText}
  color: ${color.textMuted};
`;

// On the card's top edge, out of the flow, so the featured card's content lines up with its
// row-mates'.
const Badge = styled.p`
  position: absolute;
  top: 0;
  left: ${space.md};
  transform: translateY(-50%);
  ${cardBadge}
`;

// On the grid's left edge, under the heading and cards it belongs to: centred, it floated
// apart from a left-aligned section (design review 7).
const Footer = styled(ButtonRow)`
  margin-top: ${space.lg};
`;

// Its label in bold, the sentence in the text's weight and grey: all bold, two or three lines
// outweighed the card's title (review 65C).
const Audience = styled.p`
  font-size: 0.9rem;
  color: ${color.textMuted};
  strong {
    color: ${color.text};
  }
`;

// A card's picture runs to its edges, over the card's padding: a framed picture inside the frame
// read as a thumbnail, not as the card's face. Dimmed a little on the dark theme, as the case
// screens are (theme/GlobalStyles). With a dark drawing, each theme shows its own: the pastel
// grounds glared as light slabs on a dark page (design review 10); the hidden one is lazy, so it
// is never fetched.
const Picture = styled.div`
  margin: calc(-1 * ${space.md}) calc(-1 * ${space.md}) ${space.xs};
  /* The card's width over its padding, also where a sliding row lays the card out as a column
     of unstretched items: there it kept its image's 300 px beside a blank strip (review 24). */
  width: calc(100% + 2 * ${space.md});
  border-bottom: 1px solid ${color.border};
  border-radius: calc(${radius.md} - 1px) calc(${radius.md} - 1px) 0 0;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    filter: var(--screen-filter, none);
  }
  ${cornerCovers}
`;

const Description = styled.p`
  color: ${color.textMuted};
`;

const Figure = styled.p`
  ${resultFigure}
`;

export default function Cards({
  eyebrow,
  title,
  intro,
  columns,
  variant,
  phoneLayout,
  compactOnPhone,
  hover,
  audienceLabel,
  contactNote,
  items,
  closingTile,
  actions,
  heading,
}: BlockProps<'cards'>) {
  const side = heading === 'side';
  const Frame = side
    ? SideRow
    : {
        feature: compactOnPhone && phoneLayout === 'stack' ? CompactCard : Card,
        numbered: Step,
        list: Entry,
      }[variant];
  const list = variant === 'list';
  // A list entry, or a row beside a side heading, has no surface to tilt.
  const tilt = hover === 'none' || list || side ? {} : { [hoverAttr]: hover };
  // Steps and list entries always stack.
  const phone = variant === 'feature' ? phoneLayout : 'stack';
  const sectionHeading = <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />;
  const cards = (
    <>
      <Grid
        $count={items.length + (closingTile ? 1 : 0)}
        $columns={columns}
        $list={list}
        $numbered={variant === 'numbered'}
        $parts={Math.max(...items.map((item) => partsOf(item, variant === 'numbered')))}
        $phoneLayout={phone}
        {...slidingRowProps(phone, title ?? eyebrow)}
      >
        {items.map((item, index) => (
          <Frame key={item.title} $featured={item.badge !== undefined} {...tilt}>
            {item.badge && <Badge>{item.badge}</Badge>}
            {item.image && (
              <Picture>
                <ThemedIllustration
                  src={item.image.src}
                  srcDark={item.image.srcDark}
                  alt={item.image.alt}
                  width={800}
                  height={500}
                  {...coverSizing(item.image.src, {
                    whole: illustrationSizes.card,
                    corner: illustrationSizes.cardCorner,
                  })}
                  loading="lazy"
                  decoding="async"
                />
              </Picture>
            )}
            {side ? (
              <Numeral aria-hidden="true">{String(index + 1).padStart(2, '0')}</Numeral>
            ) : variant === 'numbered' ? (
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
            {item.figure && (
              <Figure>
                <strong>
                  <FigureText text={item.figure.value} />
                </strong>{' '}
                <span>{item.figure.label}</span>
              </Figure>
            )}
            {item.bullets && item.bullets.length > 0 && (
              <ul>
                {item.bullets.map((bullet) => (
                  <li key={bullet}>
                    <KeepRanges text={bullet} />
                  </li>
                ))}
              </ul>
            )}
            {item.audience && (
              <Audience>
                <strong>{audienceLabel}</strong> {item.audience}
              </Audience>
            )}
            <ItemLinks
              link={item.link}
              detailLink={item.detailLink}
              list={list}
              note={
                contactNote && item.link?.href.startsWith('#')
                  ? fillPlaceholders(contactNote, { title: item.title })
                  : undefined
              }
            />
          </Frame>
        ))}
        {closingTile && (
          <ClosingTile $place={phone === 'scroll' ? 'gridWide' : 'grid'}>
            <ClosingTileBody {...closingTile} />
          </ClosingTile>
        )}
      </Grid>
      {closingTile && phone === 'scroll' && (
        <ClosingTile as="div" $place="underRow">
          <ClosingTileBody {...closingTile} />
        </ClosingTile>
      )}
      {actions && (
        <Footer>
          {actions.map((action) => (
            <ButtonLink key={action.href + action.label} {...action} />
          ))}
        </Footer>
      )}
    </>
  );
  return (
    <Container>
      {side ? (
        <Split>
          {sectionHeading}
          <div>{cards}</div>
        </Split>
      ) : (
        <>
          {sectionHeading}
          {cards}
        </>
      )}
    </Container>
  );
}
