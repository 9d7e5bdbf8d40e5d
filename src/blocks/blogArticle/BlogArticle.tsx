// The article of a page generated from the blog template (/blog/:slug).
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
import { TableOfContents, TableOfContentsFold } from '../../ui/TableOfContents';
import { illustrationSizes } from '../../ui/Illustration';
import { AuthorBox } from './AuthorBox';
import { ClosingCard } from './ClosingCard';
import {
  Article,
  Body,
  Byline,
  Category,
  Columns,
  Hero,
  Lead,
  Related,
  Tags,
  Title,
} from './BlogArticle.styles';

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
