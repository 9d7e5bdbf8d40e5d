import styled from '@emotion/styled';
import type { Entry } from '../../content/collections';
import type { BlogPost } from '../../content/types.generated';
import { PublishedOn } from '../../ui/PublishedOn';
import { slug } from '../../lib/slug';
import { nowrapClass } from '../../lib/keepRanges';
import { breakpoint, color, hoverOk, motionOk, radius, space } from '../../theme/tokens';
import {
  cardSurface,
  coverEdge,
  eyebrowText,
  fluidImage,
  portraitDisc,
  renderWhenNear,
  stretchedLink,
} from '../../ui/surfaces';
import { Illustration } from '../../ui/Illustration';
import { faceFrame } from '../../ui/portrait';
import { cardLift, cardLiftMotion } from '../../ui/cardMarks';
import { widerThanPhone } from '../../theme/breakpoints';

const Card = styled.article<{ $size: 'featured' | 'regular' }>`
  position: relative;
  display: grid;
  gap: ${space.sm};
  align-content: start;
  /* The featured text takes 45%: at 40% its title ran to three short lines (review 22). */
  grid-template-columns: ${({ $size }) =>
    $size === 'featured' ? 'minmax(0, 11fr) minmax(0, 9fr)' : 'minmax(0, 1fr)'};
  padding: ${space.sm};
  ${cardSurface}
  /* Sixteen cards with their covers: the ones below the fold wait until they come near. */
  ${({ $size }) => $size === 'regular' && renderWhenNear('26rem')}
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
  /* Beside the featured cover the text stands in the middle, not at the top of an empty column,
     40 px off the drawing: at the card's 16 px inset the title leant on it (review 93R). */
  ${({ $size }) =>
    $size === 'featured'
      ? `> div { align-self: center; } @media (min-width: 901px) { column-gap: ${space.lg}; padding-right: ${space.lg}; }`
      : ''}
  /* Under the pointer the card rises and its title underlines, as the site's other cards do: a
     yellow border on white (1.4:1) was the only sign (review 80B). */
  ${motionOk} {
    ${cardLiftMotion}
  }
  &:focus-within {
    border-color: ${color.text};
  }
  ${hoverOk} {
    &:hover {
      border-color: ${color.text};
      ${cardLift}
    }
    &:hover :is(h2, h3) a {
      text-decoration: underline;
    }
  }
  img {
    ${fluidImage}
    ${coverEdge}
  }
  h2,
  h3 {
    font-size: ${({ $size }) => ($size === 'featured' ? 'clamp(1.5rem, 3vw, 2.1rem)' : '1.2rem')};
  }
  /* On a phone every card but the featured one is a row: a small cover beside the category,
     title and byline. Fifteen full cards, each with its cover and summary, ran the page to
     10,400 px (design review 19); the summary is on the article's page. */
  ${({ $size }) => ($size === 'regular' ? compactOnPhones : '')}
  /* The title link covers the card: one link per card, the whole card clickable. */
  h2 a,
  h3 a {
    color: inherit;
    text-decoration: none;
    ${stretchedLink(radius.md)}
  }
`;

// The thumbnail is a square cut from the cover's drawing, its right half: the whole cover at
// 104 px wide shrank its title and badge to 4-5 px of noise (review 81A).
const compactOnPhones = `${breakpoint.small} {
  grid-template-columns: 5.5rem minmax(0, 1fr);
  column-gap: 0.875rem;
  align-items: start;
  contain-intrinsic-size: auto 9rem;
  img {
    margin-top: 0.25rem;
    aspect-ratio: 1;
    height: auto;
    object-fit: cover;
    object-position: 100% 50%;
  }
  h3 { font-size: 1.05rem; }
  .summary { display: none; }
  > div { gap: 0.35rem; }
}`;

const Text = styled.div`
  display: grid;
  gap: 0.6rem;
  align-content: start;
  p {
    color: ${color.textMuted};
  }
`;

// On a phone's compact card the author takes a line of their own: wrapped, the line ended on
// 'Diego Contreras ·' with the date below (design review 25).
// The author's face before the name: a byline in text alone read as anonymous beside the
// drawn team the site shows elsewhere (review 86A). Decorative: the name follows.
const Meta = styled.p`
  font-size: 0.9rem;
  .face {
    ${faceFrame('1.5rem')}
    display: inline-block;
    margin-right: 0.4rem;
    vertical-align: -0.4rem;
    background: ${portraitDisc};
    /* A rim of the card's edge colour: in the dark theme a dark-haired face zoomed to fill the
       disc melted into the #2A2A2A card (review 93O). */
    box-shadow: 0 0 0 1px ${color.control};
  }
  ${breakpoint.small} {
    .author {
      display: block;
    }
    .after-author {
      display: none;
    }
  }
`;

const Category = styled.p`
  ${eyebrowText}
  && {
    color: ${color.text};
  }
`;

// The cover's width per card: the featured one takes three fifths of the row from 901 px (a
// 375 px guess sent a 2x screen the 800 px file for a 660 px cover); on a phone a regular card's
// cover is a 5.5rem square thumbnail cut from a cover 10.5rem wide, not the screen's width
// (design review 21).
const coverSizes = {
  featured: '(min-width: 901px) 660px, 100vw',
  regular: `${widerThanPhone} 375px, (max-width: 480px) 10.5rem, 100vw`,
} as const;

interface PostCardProps {
  entry: Entry<BlogPost>;
  /** The article's page, from the blog template path. */
  href: string | undefined;
  size: 'featured' | 'regular';
  heading: 'h2' | 'h3';
  eager?: boolean;
  /** The author's drawn portrait, when the author is on the team. */
  authorPortrait?: string | undefined;
}

export function PostCard({
  entry,
  href,
  size,
  heading: Heading,
  eager,
  authorPortrait,
}: PostCardProps) {
  const post = entry.data;
  return (
    <Card $size={size} data-post={entry.slug} data-topics={slug(post.category, 'tema')}>
      {/* Decorative: the title beside it names the article, and the summary is the text the
          cover's alt used to repeat (design review 21). */}
      <Illustration
        src={post.heroImage}
        alt=""
        width={1200}
        height={630}
        sizes={coverSizes[size]}
        loading={eager ? undefined : 'lazy'}
        decoding="async"
      />
      <Text>
        <Category>{post.category}</Category>
        <Heading>
          <a href={href}>{post.title}</a>
        </Heading>
        <p className="summary">{post.description}</p>
        <Meta>
          <span className="author">
            {authorPortrait && (
              <span className="face">
                <img src={authorPortrait} alt="" width={24} height={24} loading="lazy" />
              </span>
            )}
            {post.author}
          </span>
          <span className="after-author"> · </span>
          <span className={nowrapClass}>
            <PublishedOn date={post.date} />
          </span>{' '}
          · {post.readTime}
        </Meta>
      </Text>
    </Card>
  );
}
