// The article of a page generated from the blog template (/blog/:slug).
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { BlockProps } from '../../content/types.generated';
import { PublishedOn } from '../../ui/PublishedOn';
import {
  entryFor,
  entryHref,
  memberHref,
  memberNamed,
  type WithContent,
} from '../../content/blockContent';
import { Container } from '../../ui/Container';
import { Markdown } from '../../ui/Markdown';
import { hashtag } from '../../lib/hashtag';
import { outlineOf } from '../../lib/outline';
import { coverAlt } from '../../lib/truncate';
import { color, columnWidth, radius, space } from '../../theme/tokens';
import { coverEdge, plainList } from '../../ui/surfaces';
import { TableOfContents, TableOfContentsFold, tocWide } from '../../ui/TableOfContents';
import { tableFrameAttr } from '../../ui/ScrollTable';
import { Illustration, illustrationSizes } from '../../ui/Illustration';
import { AuthorBox } from './AuthorBox';
import { ClosingCard } from './ClosingCard';

const Body = styled.div`
  display: grid;
  gap: ${space.md};
`;

// About 70 characters a line at the body size (Markdown: 1.1rem): the measure long reading wants.
const Article = styled.article`
  max-width: ${columnWidth.reading};
  margin-inline: auto;
  display: grid;
  gap: ${space.md};
`;

// On wide screens the article keeps the page's left edge, under the breadcrumb and the logo, and
// its sections' map stands in the right margin, as on the privacy policy (RichText). Centred, the
// text started 183 px right of the breadcrumb and the map sat 24 px from it, reading as part of
// the text (review 35A).
const Columns = styled.div`
  ${tocWide} {
    display: grid;
    grid-template-columns: minmax(0, ${columnWidth.reading}) 20rem;
    justify-content: space-between;
    column-gap: ${space.xl};
    > article {
      margin: 0;
    }
    /* A table takes most of the room between the text and the map: in the text's 600 px the
       examples of a price table ran to four lines a row (review 88B). */
    [${tableFrameAttr}] {
      margin-right: -10rem;
    }
    /* The cover too, as wide as the tables: at the text's 600 px it left a 220 px void beside
       it, under the map's column (review 93O). */
    > article > img {
      width: calc(100% + 10rem);
      max-width: none;
    }
  }
`;

const Category = styled.p`
  justify-self: start;
  padding: 0.25rem 0.8rem;
  border-radius: ${radius.pill};
  background: ${color.primary};
  color: ${color.onPrimary};
  font-weight: 700;
  font-size: 0.85rem;
`;

const Title = styled.h1`
  font-size: clamp(2rem, 5vw, 3rem);
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  font-size: 1.25rem;
  color: ${color.textMuted};
`;

// The author, then the date and the reading time joined by a dot as on the blog's cards; the
// two groups wrap as wholes, so no dot ever ends or opens a line.
const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1rem;
  color: ${color.textMuted};
  font-size: 0.95rem;
  strong {
    color: ${color.text};
  }
  strong a {
    text-decoration: underline;
    text-decoration-color: ${color.primary};
    text-decoration-thickness: 2px;
    text-underline-offset: 4px;
  }
`;

const Hero = styled(Illustration)`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${radius.lg};
  background: ${color.bgAlt};
  ${coverEdge}
`;

// Hashtags as text: as bordered pills they looked like the blog's topic chips and invited a
// click that did nothing (design review 26).
const Tags = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  color: ${color.textMuted};
  font-weight: 600;
`;

const Related = styled.nav`
  padding: ${space.md};
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  h2 {
    font-size: 1.35rem;
    margin-bottom: ${space.sm};
  }
  /* Rows of links, each with an arrow, between hairlines: a list of next reads, not bullets. */
  ul {
    ${plainList}
  }
  li + li {
    border-top: 1px solid ${color.border};
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: ${space.sm};
    padding-block: 0.75rem;
    color: ${color.text};
    font-weight: 600;
    text-decoration: none;
  }
  /* The site's icon arrow, as every card's link (a text arrow here: design review 47B). */
  a > svg {
    flex: none;
    margin-top: 0.2em;
    color: ${color.textMuted};
  }
  /* Each read's topic and length under its title: a bare title gave no reason to pick it. */
  small {
    display: block;
    margin-top: 0.15rem;
    color: ${color.textMuted};
    font-size: 0.85rem;
    font-weight: 500;
  }
  /* The title alone: the topic and length under it were underlined too (review 48B). */
  a:hover .title {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export default function BlogArticle({ closing, content }: BlockProps<'blogArticle'> & WithContent) {
  const entry = entryFor(content, 'blog');
  if (!entry) return null;
  const post = entry.data;
  const body = entry.body ?? '';
  const sections = outlineOf(body);
  // The author's card on the team page, when the author is on the team.
  const author = memberNamed(content, post.author);
  const authorHref = memberHref(content, author);
  // The article's own closing, for a reader who wants another next step than the template's.
  const closingCard = post.closing ?? closing;
  return (
    <Container>
      <Columns>
        <Article>
          <Category>{post.category}</Category>
          <Title>{post.title}</Title>
          <Lead>{post.description}</Lead>
          <Byline>
            <span>
              Por{' '}
              <strong>{authorHref ? <a href={authorHref}>{post.author}</a> : post.author}</strong>
              {post.authorRole ? `, ${post.authorRole}` : ''}
            </span>{' '}
            <span>
              <PublishedOn date={post.date} />
              <span aria-hidden="true"> · </span>
              {post.readTime} de lectura
            </span>
          </Byline>
          <Hero
            src={post.heroImage}
            alt={coverAlt(post.description)}
            width={1200}
            height={630}
            sizes={illustrationSizes.wide}
            fetchPriority="high"
          />
          {/* The folded map sticks within the text, and lets go where the text ends. */}
          <Body>
            <TableOfContentsFold sections={sections} label="En este artículo" />
            <Markdown source={body} />
          </Body>
          <Tags aria-label="Etiquetas">
            {post.tags.map((tag) => (
              <li key={tag}>{hashtag(tag)}</li>
            ))}
          </Tags>
          {closingCard && <ClosingCard {...closingCard} />}
          {author && <AuthorBox member={author} href={authorHref} />}
          {post.relatedPosts && post.relatedPosts.length > 0 && (
            <Related aria-labelledby="lecturas-recomendadas">
              <h2 id="lecturas-recomendadas">Lecturas recomendadas</h2>
              <ul>
                {post.relatedPosts.map((related) => {
                  const read = content?.collections.blog.find(
                    (entry) => entry.slug === related.slug,
                  )?.data;
                  return (
                    <li key={related.slug}>
                      <a href={entryHref(content, 'blog', related.slug)}>
                        <span>
                          <span className="title">{related.title}</span>
                          {read && (
                            <small>
                              {read.category} · {read.readTime}
                            </small>
                          )}
                        </span>
                        <ArrowRight size={18} aria-hidden="true" />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </Related>
          )}
        </Article>
        <TableOfContents sections={sections} label="En este artículo" />
      </Columns>
    </Container>
  );
}
