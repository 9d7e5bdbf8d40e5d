// One member. With a mouse, hovering or focusing the card swaps the portrait to its animated
// version and lays the expertise list over it: nothing below moves. On
// touch screens, where there is no hover, the areas sit in the card from the start, as chips.
import styled from '@emotion/styled';
import { memberCardId } from '../../content/blockContent';
import { KeepRanges } from '../../ui/KeepRanges';
import type { TeamMember } from '../../content/types.generated';
import { color, hoverNone, hoverOk, motionOk, palette, radius, space } from '../../theme/tokens';
import { faceCrop, portraitGradients } from '../../ui/portrait';
import { inDarkTheme, renderWhenNear } from '../../ui/surfaces';
import { Illustration } from '../../ui/Illustration';
import { Expertise, ExpertiseCue } from './Expertise';
import { widerThanPhone } from '../../theme/breakpoints';

const phoneTouch = `${hoverNone} and (max-width: 480px)`;

const Card = styled.li`
  /* Nine tall cards: those far below are laid out and painted when the visitor nears them
     (38rem, their measured height from 481 to 1440 px). A phone's compact card is 328 to 358 px:
     at 38rem the page shrank by 3,000 px as it was read, and the scrollbar jumped (review 93N). */
  ${renderWhenNear('38rem')}
  ${phoneTouch} {
    contain-intrinsic-size: auto 21.5rem;
  }
  position: relative;
  display: grid;
  align-content: start;
  gap: ${space.xs};
  padding: ${space.sm};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  /* The portrait's tile and the expertise tray over it. In the dark theme a step above the card,
     not below: black shirts vanished into #1A1A1A (review 53C). */
  --portrait-ground: ${color.bgAlt};
  ${inDarkTheme(`--portrait-ground: ${palette.gray800};`)}
  &:focus-visible {
    outline: 3px solid ${color.text};
    outline-offset: 3px;
  }
  /* An author's byline links here (/equipo#equipo-slug): the whole card, portrait first, lands
     below the navbar and is marked, not its name under a portrait scrolled away (review 33A). */
  scroll-margin-top: ${space.md};
  /* Marked once: landed on with its focus ring showing, the ring alone (with the border too it
     wore two outlines: review 93Q). */
  &:target:not(:focus-visible) {
    border-color: ${color.text};
  }
  /* The card answers the pointer, not only its portrait; not a tap, after which a touch screen
     kept the card's :hover, and with it a dark border that did nothing (review 31B). */
  ${hoverOk} {
    &:hover {
      border-color: ${color.textMuted};
    }
  }
  h3 {
    margin-top: 0.25rem;
    font-size: 1.25rem;
  }
  > p {
    color: ${color.textMuted};
  }
  /* A phone shows nine members: each card a small portrait beside the name and role, with the
     expertise and the text below, rather than a screen-wide portrait per person. */
  ${phoneTouch} {
    grid-template-columns: 5.5rem minmax(0, 1fr);
    column-gap: ${space.sm};
    align-items: center;
    > div {
      grid-row: 1 / span 2;
    }
    h3 {
      align-self: end;
    }
    > p:first-of-type {
      align-self: start;
    }
    > ul,
    > p:last-of-type {
      grid-column: 1 / -1;
    }
  }
`;

// Every portrait sits on one tile that follows the theme, with the member's gradient as a disc
// behind the head: nine flat backgrounds in nine colours, with shapes floating on them, made the
// grid read as a set of cartoon avatars (design review 17). The drawings are transparent.
// Row 1 by name: the expertise panel shares its cell.
const Portrait = styled.div<{ $gradient: string }>`
  position: relative;
  grid-row: 1;
  grid-column: 1;
  aspect-ratio: 1;
  border-radius: ${radius.md};
  overflow: hidden;
  background: var(--portrait-ground);
  /* The drawing on its disc, a circle 72% of the height across, its centre 47% down, in the
     member's gradient. One layer, so the disc and both drawings move together (two layers
     travelling apart showed the portrait twice: review 38B). */
  .face {
    position: absolute;
    inset: 0;
  }
  /* Clear outside the disc, so the layer's edges never show on the tile when it steps back. */
  .face::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ $gradient }) => $gradient};
    mask: radial-gradient(circle closest-side at 50% 47%, #000 76.5%, transparent 77%);
  }
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  /* In the dark theme a light rim draws the bust: dark clothes dissolved into the grey tile,
     leaving a head floating (review 79C). */
  ${inDarkTheme(
    `img { filter: drop-shadow(0 0 1px rgb(255 255 255 / 0.45)) drop-shadow(0 0 6px rgb(255 255 255 / 0.12)); }`,
  )}
  /* The animated portrait is not displayed, so not even fetched (it loads lazily), until the
     card is hovered or focused. Loaded, even hidden, an animated SVG keeps running its animation
     on the page's main thread: at opacity 0 it was also painted every frame, about a second of a
     slow phone's main thread; merely hidden, its timer still cost /equipo about 100 ms of
     blocking time at 9x CPU. Over the static portrait it shows as soon as it has loaded. */
  img + img {
    display: none;
  }
  /* The drawings have no ground, so the static one would show through the animated one (its
     open eyes through a blink, its badge over the expertise panel): it goes once the animated
     one has had time to load (a CSS-only page cannot know when it has). */
  li:hover > & img:first-of-type,
  li:focus-within > & img:first-of-type {
    visibility: hidden;
    transition: visibility 0s 0.3s;
  }
  /* On a phone the portrait is 88 px: a head-and-shoulders drawing there shrank the role badge
     in its corner to a speck (design review 7b). It shows the face instead. The clip, set before
     the scale, is the part of the drawing that then fills the round frame, on the gradient. */
  ${phoneTouch} {
    border-radius: 50%;
    background: ${({ $gradient }) => $gradient};
    .face::before {
      content: none;
    }
    img {
      ${faceCrop}
      clip-path: inset(16% 25% 34% round 4px);
    }
  }
  li:hover > & img + img,
  li:focus-within > & img + img {
    display: block;
  }
  ${hoverOk} {
    /* Wider than tall: a square tile made two thirds of each card a drawing, and nine people
       took 1,800 px (review 36C). The drawing keeps its shape, centred on its disc. */
    aspect-ratio: 4 / 3;
    img {
      object-fit: contain;
    }
    /* As the expertise panel comes up over the tile's foot, the portrait steps back and up
       (scaled from its top edge), so the panel covers the shoulders, not the mouth. */
    .face {
      transform-origin: 50% 0;
    }
    li:hover > & .face,
    li:focus-within > & .face {
      transform: translateY(-3%) scale(0.76);
    }
    ${motionOk} {
      .face {
        transition: transform 0.2s ease;
      }
    }
  }
`;

// Balanced: a long role breaks into two even lines ("Líder de / Automatización e IA"), not one
// with a word left alone ("e IA"). A step under the name: in the name's ink and weight it
// competed with it (design review 10).
const Role = styled.p`
  font-size: 0.95rem;
  font-weight: 600;
  text-wrap: balance;
`;

export function TeamCard({
  slug,
  member,
  cue,
}: {
  slug: string;
  member: TeamMember;
  /** "Arquitectura cloud +3": with a mouse, on the portrait until the areas show. */
  cue: string;
}) {
  return (
    // Focusable so keyboard users get the same reveal as a hover.
    <Card
      id={memberCardId(slug)}
      tabIndex={0}
      aria-labelledby={`${slug}-nombre`}
      data-member={slug}
    >
      <Portrait $gradient={portraitGradients[member.gradient]}>
        <span className="face">
          <Illustration
            src={member.image}
            alt={`Retrato de ${member.name}`}
            width={480}
            height={480}
            sizes={`${widerThanPhone} 330px, 100vw`}
            loading="lazy"
            decoding="async"
          />
          <img src={member.gif} alt="" width={480} height={480} loading="lazy" decoding="async" />
        </span>
      </Portrait>
      <ExpertiseCue aria-hidden="true">{cue}</ExpertiseCue>
      <h3 id={`${slug}-nombre`}>{member.name}</h3>
      <Role>{member.role}</Role>
      <Expertise aria-label={`Experiencia de ${member.name}`}>
        {member.expertise.map((area) => (
          <li key={area}>{area}</li>
        ))}
      </Expertise>
      <p>
        <KeepRanges text={member.text} />
      </p>
    </Card>
  );
}
