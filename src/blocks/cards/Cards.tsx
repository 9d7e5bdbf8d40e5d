import { fillPlaceholders } from '../../content/expand';
import type { BlockProps } from '../../content/types.generated';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { Icon } from '../../ui/Icon';
import { SectionHeading } from '../../ui/SectionHeading';
import { hoverAttr } from '../../lib/hoverPresets';
import { KeepRanges } from '../../ui/KeepRanges';
import { ClosingTile, ClosingTileBody } from './ClosingTile';
import { Card, CompactCard, Entry, Step, cardFigureAttr } from './frames';
import { Audience, Badge, Description, Figure, Footer, Label, Marker, Picture } from './parts';
import { Numeral, SideRow } from './SideRow';
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
              <Figure {...{ [cardFigureAttr]: '' }}>
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
                <strong>{audienceLabel}</strong>
                {` ${item.audience}`}
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
