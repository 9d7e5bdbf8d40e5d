// The blog index: the 10 most used categories as a topic filter, then the newest post featured
// under its heading, the next three under "Recomendados" ("En tendencia" claimed a popularity the
// site does not measure, review 33A; "Recientes" a recency the dates did not show, 78C), the rest
// in a grid. The featured post has a heading of its own and no hashtags: unlabelled, it read as
// part of the filter, and its tags, links to nothing, as a social post (80B).
// Three, so the sixteen posts' grid ends on whole rows: with two, its thirteenth led it as a
// one-off wide card (78C). The filter needs no JavaScript
// (topicFilter), so the page stays static.
import styled from '@emotion/styled';
import type { Entry } from '../../content/collections';
import type { BlogPost, BlockProps } from '../../content/types.generated';
import { entryHref, memberNamed, type WithContent } from '../../content/blockContent';
import { portraitSrc } from '../../ui/portrait';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { breakpoint, space } from '../../theme/tokens';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { gridTemplate, leadSpansRow } from './gridColumns';
import { Filterable, FilterChips, FilterStatusLine, ShowAll } from '../../ui/FilterChips';
import { slug } from '../../lib/slug';
import { PostCard } from './PostCard';
import { allTopics, topicFilterStyles } from './topicFilter';
import { topicsOf } from './topics';

const articles = (count: number) => (count === 1 ? '1 artículo' : `${count} artículos`);
const trendingCount = 3;

// A post that would be alone on the last row leads the grid instead, across the top row on its
// side, cover beside text: the grid ends square without a filler tile (a newsletter stub beside
// a full card left a 275 px hole and asked for the newsletter a third time: design review 23).
const Grid = styled.div`
  display: grid;
  gap: ${space.md};
  ${gridTemplate}
  ${leadSpansRow}
`;

// The listing's parts head as the site's sections do, a step smaller (at 22 px they read as card
// titles: design review 9), with a section's breathing room above.
const Part = styled.section`
  margin-top: ${space.xl};
  /* The featured post right under the filter it answers to: a section's breathing room there
     kept the first article out of the first screen (review 93Q). */
  &:first-of-type {
    margin-top: ${space.md};
    /* Wider, the filter's own room: 24 px under the chips read as the featured card's toolbar,
       not the page's filter (review 93S). The section's top is a step smaller (blog.json). */
    ${breakpoint.desktop} {
      margin-top: ${space.lg};
    }
  }
  /* On a phone the first card under the topics is plainly the featured one; its heading, 66 px,
     kept the featured title under the first screen's edge (review 93R). Screen readers keep it. */
  &[data-blog-featured] > h2 {
    ${breakpoint.mobile} {
      ${visuallyHidden}
    }
  }
  > h2 {
    font-size: clamp(1.5rem, 3vw, 2rem);
    margin-bottom: ${space.md};
  }
`;

/** The filter's radio group, and its name in the page's address (/blog?tema=startups: islands/chipFilter). */
const filterParam = 'tema';

export default function BlogIndex({
  eyebrow,
  title,
  intro,
  content,
}: BlockProps<'blogIndex'> & WithContent) {
  const posts = content?.collections.blog ?? [];
  const topics = topicsOf(posts.map((entry) => entry.data)).map((topic) => ({
    ...topic,
    key: slug(topic.label, 'tema'),
    last: posts.findLast((entry) => entry.data.category === topic.label)?.slug ?? '',
  }));
  // A choice among fewer posts or topics would narrow nothing.
  const filtered = posts.length > 3 && topics.length >= 2;
  const [featured, ...others] = posts;
  const trending = others.slice(0, trendingCount);
  const rest = others.slice(trendingCount);
  const portraitOf = (author: string) => {
    const member = memberNamed(content, author);
    return member && portraitSrc(member.slug);
  };
  // Trending and the full grid show the same card.
  const regularCard = (entry: Entry<BlogPost>) => (
    <PostCard
      key={entry.slug}
      entry={entry}
      href={entryHref(content, 'blog', entry.slug)}
      size="regular"
      heading="h3"
      authorPortrait={portraitOf(entry.data.author)}
    />
  );
  return (
    <Container>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Filterable $filter={topicFilterStyles(filtered ? topics : [])}>
        {filtered && (
          <FilterChips
            name={filterParam}
            legend="Filtrar por tema"
            choices={[
              { key: allTopics, label: 'Todos' },
              ...topics.map(({ key, label }) => ({ key, label })),
            ]}
          />
        )}
        {/* The narrowed list's heading: the part headings step aside when a topic is chosen. */}
        {filtered &&
          topics.map((topic) => (
            // Shown by the topic filter (topicFilter) for the chosen topic only.
            <FilterStatusLine key={topic.key} data-topic-heading={topic.key}>
              <h2>
                {topic.label} <span>· {articles(topic.count)}</span>
              </h2>
              <ShowAll label="Ver todos los artículos" />
            </FilterStatusLine>
          ))}
        {featured && (
          <Part aria-labelledby="blog-destacado" data-blog-featured>
            <h2 id="blog-destacado">Destacado</h2>
            <PostCard
              entry={featured}
              href={entryHref(content, 'blog', featured.slug)}
              size="featured"
              heading="h3"
              authorPortrait={portraitOf(featured.data.author)}
              eager
            />
          </Part>
        )}
        {trending.length > 0 && (
          <Part aria-labelledby="blog-recientes" data-blog-trending>
            <h2 id="blog-recientes">Recomendados</h2>
            <Grid>{trending.map(regularCard)}</Grid>
          </Part>
        )}
        {rest.length > 0 && (
          <Part aria-labelledby="blog-todos" data-blog-grid>
            <h2 id="blog-todos">Más artículos</h2>
            <Grid>{rest.map(regularCard)}</Grid>
          </Part>
        )}
      </Filterable>
    </Container>
  );
}
