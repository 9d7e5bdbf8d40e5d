import styled from '@emotion/styled';
import { heroTitleSize } from '../../ui/heroTitle';
import type { BlockProps } from '../../content/types.generated';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { Icon } from '../../ui/Icon';
import { ParticleBackground } from '../../ui/ParticleBackground';
import { drawingColumns, HeroArt } from '../../ui/heroArt/HeroArt';
import { TeamFaces } from '../../ui/heroArt/TeamFaces';
import { HeroAside } from './HeroAside';
import { color, space, breakpoint } from '../../theme/tokens';
import { cardSurface, dotList, plainList } from '../../ui/surfaces';
import { KeepRanges } from '../../ui/KeepRanges';
import { HeroBadge } from '../../ui/HeroBadge';
import { bindShortWords } from '../../lib/bindShortWords';
import { slidingRow, slidingRowProps } from '../../ui/slidingRow';

// A drawing gets 45% of the row (drawingColumns); a side card keeps 40%; with neither (art
// 'none': a short opening for the contact or privacy page) the text takes the row.
const columns = { drawing: drawingColumns, aside: 'minmax(0, 3fr) minmax(0, 2fr)', none: '1fr' };
const Inner = styled(Container)<{ $columns: keyof typeof columns }>`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: ${({ $columns }) => columns[$columns]};
  align-items: start;
  ${breakpoint.belowDesktop} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// Particles never sit on the text: they fade in past the text column, around the side card; a
// single column (tablet, phone) has no free side, so they are not drawn there.
const textEdge = 55;
const SideParticles = styled(ParticleBackground)`
  mask-image: linear-gradient(to right, transparent ${textEdge}%, #000 ${textEdge + 15}%);
  ${breakpoint.belowDesktop} {
    display: none;
  }
`;

// A short opening (no art, no side card) sets its buttons beside the lead on a wide screen, not
// under it: on /blog the row under the lead kept the first article out of the first screen at
// 1280 × 900 (review 93O).
const Main = styled.div<{ $actionsBeside: boolean }>`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  ${({ $actionsBeside }) =>
    $actionsBeside &&
    `
    ${breakpoint.desktop} {
      grid-template-columns: minmax(0, 36em) auto;
      justify-content: space-between;
      align-items: end;
      & > :not(p, [data-hero-actions]) {
        grid-column: 1 / -1;
      }
      /* Under the title's end, the container's edge, as the navbar's button. */
      & > [data-hero-actions] {
        justify-self: end;
      }
    }
  `}
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

// The LCP element: plain text in the HTML, no entrance animation. Widths in em, not ch: a ch
// is the width of "0" in the font in use, so it would change, and the lines rewrap, when the web
// font swaps in (layout shift); an em does not.
const Title = styled.h1<{ $size: string; $compact: boolean }>`
  font-size: ${({ $size }) => $size};
  letter-spacing: -0.02em;
  max-width: ${({ $compact }) => ($compact ? '24em' : '12em')};
`;

const Lead = styled.p`
  font-size: clamp(1.125rem, 2vw, 1.35rem);
  color: ${color.textMuted};
  max-width: 36em;
`;

// The site's dot list, as every list of points. It comes after the buttons (four points above
// them pushed the buttons under the fold at 1280 × 800 and on phones: review 19). Beside a side
// card they stay in the text column, two by two on a wide screen. Beside a drawing they take a
// row of their own under both columns: in the text column they made it some 250 px taller than
// the drawing, which left a void under it (reviews 20 and 21).
const Highlights = styled.ul<{ $row: boolean }>`
  ${dotList}
  /* A quiet strip under the buttons, not a fourth voice as loud as the title, the lead and the
     side card (review 53C: the hero had no hierarchy). */
  color: ${color.textMuted};
  font-size: 0.9375rem;
  gap: 0.5rem;
  column-gap: ${space.md};
  @media (min-width: 1200px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ $row }) =>
    $row &&
    `
    grid-column: 1 / -1;
    ${breakpoint.desktop} {
      grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
      padding-top: ${space.md};
      border-top: 1px solid ${color.border};
    }
    /* One column: as close under the buttons as in the text column. */
    ${breakpoint.belowDesktop} {
      margin-top: calc(${space.md} - ${space.lg});
    }
  `}
`;

const Features = styled.ul`
  grid-column: 1 / -1;
  ${plainList}
  display: grid;
  gap: ${space.sm};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  /* On a phone the cards slide, as the site's other rows of cards: stacked, they made the hero
     two screens tall before the first case (reviews 54A, 55A). */
  ${slidingRow('scroll')}
  /* Top-aligned: a stretched card spread its rows, and one title sat 9 px low (review 15). */
  li {
    display: grid;
    align-content: start;
    gap: 0.4rem;
    padding: ${space.md};
    ${cardSurface}
  }
  svg {
    color: ${color.text};
  }
  h2 {
    font-size: 1.1rem;
  }
  p {
    color: ${color.textMuted};
  }
`;

export default function Hero({
  badge,
  title,
  lead,
  highlights,
  actions,
  indicators,
  checklist,
  features,
  particles,
  art,
  artHref,
}: BlockProps<'hero'>) {
  const badges = badge === undefined ? [] : [badge].flat();
  const hasAside = indicators !== undefined || checklist !== undefined;
  const compact = art === 'none' && !hasAside;
  const actionsBeside = compact && (actions?.length ?? 0) > 0;
  const points = highlights && highlights.length > 0 && (
    <Highlights $row={!hasAside}>
      {highlights.map((text) => (
        <li key={text}>
          <KeepRanges text={text} />
        </li>
      ))}
    </Highlights>
  );
  return (
    <>
      {particles && (
        <SideParticles
          variant={particles.variant}
          intensity={particles.intensity}
          fromX={textEdge}
        />
      )}
      <Inner $columns={hasAside ? 'aside' : art === 'none' ? 'none' : 'drawing'}>
        <Main $actionsBeside={actionsBeside}>
          {badges.length > 0 && (
            <Badges>
              {badges.map((text) => (
                <HeroBadge key={text}>{text}</HeroBadge>
              ))}
            </Badges>
          )}
          <Title $size={heroTitleSize(title, compact)} $compact={compact}>
            {bindShortWords(title)}
          </Title>
          <Lead>
            <KeepRanges text={lead} />
          </Lead>
          {art === 'team' && <TeamFaces />}
          {actions && actions.length > 0 && (
            <ButtonRow data-hero-actions={actionsBeside ? '' : undefined}>
              {actions.map((action) => (
                <ButtonLink key={action.href + action.label} {...action} />
              ))}
            </ButtonRow>
          )}
          {hasAside && points}
        </Main>
        {hasAside ? (
          <HeroAside indicators={indicators} checklist={checklist} />
        ) : (
          <>
            <HeroArt art={art} title={title} belowBadge={badges.length > 0} href={artHref} />
            {points}
          </>
        )}
        {features && (
          <Features {...slidingRowProps('scroll', 'Lo que nos distingue')}>
            {features.map((feature) => (
              <li key={feature.title}>
                <Icon name={feature.icon} />
                <h2>{feature.title}</h2>
                <p>{feature.description}</p>
              </li>
            ))}
          </Features>
        )}
      </Inner>
    </>
  );
}
