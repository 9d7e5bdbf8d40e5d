// The right half of an opening band (a hero without a side card, a service page's band): a
// drawing chosen by the content (`art`) instead of an empty field at 1280 px and wider. Pure SVG in the HTML, decorative (aria-hidden), its
// few labels set in the page's typeface, coloured by the section's tokens so it follows the
// theme. Below 1024 px the hero is one column and the art closes it.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { Art as ArtName } from '../../content/types.generated';
import { color, motionOk, palette, breakpoint } from '../../theme/tokens';
import { Article } from './art/article';
import { Automation } from './art/automation';
import { Board } from './art/board';
import { Code } from './art/code';
import { Devices } from './art/devices';
import { Growth } from './art/growth';
import { Maintenance } from './art/maintenance';
import { CityMap } from './art/map';
import { Containers } from './art/containers';
import { Plant } from './art/plant';
import { Migration } from './art/migration';
import { MobileApp } from './art/mobileApp';
import { NotFound } from './art/notFound';
import { Pipeline } from './art/pipeline';
import { Pricing } from './art/pricing';
import { Retail } from './art/retail';
import { Team } from './art/team';
import { Workflow } from './art/workflow';

/** The columns of an opening band with a drawing: the drawing gets 45% of the row (at 40% it
 *  showed its labels at about 9 px: design review 14). */
export const drawingColumns = 'minmax(0, 11fr) minmax(0, 9fr)';

/** A small label's size in the drawing's units, and its size on a phone. */
const smallLabelSizes = [
  [9.5, 11],
  [10, 11.5],
  [10.5, 11.75],
  [11, 12],
  [11.5, 12.5],
  [12, 13],
] as const;

const Art = styled.svg<{ $belowBadge: boolean; $inset: boolean; $wideOnly: boolean }>`
  width: 100%;
  max-width: 32rem;
  height: auto;
  justify-self: end;
  /* A drawing that keeps 20 of its 480 units clear ends that far inside the column: its cards
     stopped 20 px short of the grid's right edge, where the navbar's button ends (review 70A). */
  ${breakpoint.desktop} {
    translate: ${({ $inset }) => ($inset ? `${(20 / 480) * 100}% 0` : 'none')};
  }
  /* Level with the headline: centred on a column of title, lead, buttons and points it floated
     low with empty space under it (design review 19). Over the headline stands a badge, when
     there is one: its row and the column's gap are about 3.5rem. */
  align-self: start;
  margin-top: ${({ $belowBadge }) => ($belowBadge ? '3.5rem' : '0')};
  overflow: visible;
  --art-muted: ${color.textMuted};
  /* One column: the drawing closes the opening, under the text and buttons, so a phone sees
     the page's product before its text runs on (a landing at 390 showed no picture for its first
     2,900 px: review 63C); at 26rem its labels stay readable. */
  ${breakpoint.belowDesktop} {
    justify-self: center;
    max-width: 26rem;
    margin-top: 0;
  }
  /* A phone: nearly the screen's width, past the column's margins, so its labels read at about
     9 px, not 7 (review 43B), and nothing of it is cut: at 140% of the column its edges were, and
     it read as clipped (review 44A). 8 px in from each edge: the drawings keep 20 units clear, so
     their cards line up with the text's 24 px gutter (at the full width they sat at 16: 62B). */
  @media (max-width: 640px) {
    ${({ $wideOnly }) => ($wideOnly ? 'display: none;' : '')}
    width: calc(100vw - 16px);
    max-width: none;
    margin-inline: calc(50% - 50vw + 8px);
    .fit {
      transform: scale(0.92);
      transform-origin: 240px 200px;
    }
    /* The drawing is 78% of its size here (72% for the ones drawn smaller): its 10 and 11 unit
       labels read at 7 to 8 px (review 70A). The small labels grow by a unit or so, to 9 px at
       least; more ran titles and details into their cards' edges. */
    ${smallLabelSizes
      .map(([size, phone]) => `text[font-size='${size}'] { font-size: ${phone}px; }`)
      .join('')}
  }
  .window {
    fill: ${color.surface};
    stroke: ${color.border};
  }
  .rule {
    stroke: ${color.border};
  }
  .muted {
    fill: ${color.border};
  }
  /* A range on a scale that is not the one chosen: in the border's grey, the price chart's
     Básica and Enterprise bars all but vanished on the panel (review 86B). */
  .range {
    fill: ${color.textMuted};
    opacity: 0.45;
  }
  .card {
    fill: ${color.bgAlt};
    stroke: ${color.border};
  }
  .hole {
    fill: ${color.surface};
  }
  /* A phone's edge, and a map's streets (lighter than its blocks, as a dark map draws them). */
  .bezel,
  .rule-box {
    stroke: ${color.border};
  }
  .rule-box {
    fill: none;
  }
  .street {
    stroke: ${color.border};
  }
  /* A chosen option, as the calculator marks it: a faint ink tint in an ink ring. */
  .chosen {
    fill: color-mix(in srgb, ${color.text} 8%, ${color.surface});
    stroke: ${color.text};
    stroke-width: 1.5;
  }
  .ink {
    fill: ${color.text};
    opacity: 0.85;
  }
  .label-ink {
    fill: ${color.text};
  }
  .label-muted {
    fill: ${color.textMuted};
  }
  .label-dark {
    fill: ${palette.black900};
  }
`;

/** Each drawing by name; the seed (the page's title) varies the ones drawn from it. */
const drawings: Record<Exclude<ArtName, 'none'>, (seed: string) => ReactNode> = {
  code: (seed) => <Code seed={seed} />,
  pricing: () => <Pricing />,
  map: (seed) => <CityMap seed={seed} />,
  team: () => <Team />,
  growth: () => <Growth />,
  migration: () => <Migration />,
  article: () => <Article />,
  notFound: () => <NotFound />,
  board: () => <Board />,
  devices: () => <Devices />,
  maintenance: () => <Maintenance />,
  containers: () => <Containers />,
  plant: () => <Plant />,
  workflow: () => <Workflow />,
  automation: () => <Automation />,
  mobileApp: () => <MobileApp />,
  retail: () => <Retail />,
  pipeline: () => <Pipeline />,
};

// Drawings whose cards reach the canvas' edges (the others keep 20 units clear). On a phone,
// where the drawing spans the screen less 8 px a side, they are drawn 8% smaller, so their cards
// keep the text's 24 px gutter too: at full size the cases' chart card sat 8 px from the edge.
const reachesEdges = new Set<ArtName>([
  'growth',
  'pricing',
  'migration',
  'devices',
  'team',
  'notFound',
  'code',
]);

// Drawings a phone goes without: the team's daily showed the faces the hero's row of portraits
// shows just above it, with its names at 8 px (review 79C); the not-found page's magnifier took
// 380 px between its buttons and the pages to go on to (review 87A); the price chart's labels
// came to 8-10 px, and the price cards under the hero say the same at full size (review 87J);
// the case listing's chart put its first case a screen and a half down, under a figure the
// cases themselves give (review 92H).
const wideOnly = new Set<ArtName>(['team', 'notFound', 'pricing', 'growth']);

// A drawing of something the page has further down (the calculator) leads to it: drawn with
// pills and a switch, it invited clicks that did nothing (review 37A). For the mouse only: the
// hero's own buttons go there for keyboards and screen readers, so the link is no tab stop.
const ArtLink = styled.a`
  display: contents;
  cursor: pointer;
  &:hover > svg {
    transform: translateY(-4px);
  }
  ${motionOk} {
    > svg {
      transition: transform 0.2s ease-out;
    }
  }
`;

export function HeroArt({
  art = 'code',
  title,
  belowBadge,
  href,
}: {
  art?: ArtName;
  title: string;
  /** Whether the text column opens with a badge over its headline. */
  belowBadge: boolean;
  /** Where a click on the drawing leads. */
  href?: string;
}) {
  if (art === 'none') return null;
  const fits = reachesEdges.has(art);
  const drawing = (
    <Art
      viewBox="0 0 480 400"
      aria-hidden="true"
      $belowBadge={belowBadge}
      $inset={!fits}
      $wideOnly={wideOnly.has(art)}
    >
      <g className={fits ? 'fit' : undefined}>{drawings[art](title)}</g>
    </Art>
  );
  return href ? (
    <ArtLink href={href} tabIndex={-1} aria-hidden="true">
      {drawing}
    </ArtLink>
  ) : (
    drawing
  );
}
