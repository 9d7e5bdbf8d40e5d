// A post's "Lecturas recomendadas" are for posts its body does not already link: review 26 found
// 35 of 48 recommendations repeating a link the reader had just passed. Content fixed then; this
// warning keeps it fixed when a post is edited.
import type { ResolvedPage } from '../expand';
import type { Collections } from '../collections';
import type { CrossIssue } from './problem';
import { internalRoute, markdownLinks } from './links';

export function relatedReadsInBody(
  pages: readonly ResolvedPage[],
  collections: Collections,
): CrossIssue[] {
  const routeOf = new Map(
    pages.flatMap(({ page, entry }) =>
      entry?.collection === 'blog' ? [[entry.slug, page.path] as const] : [],
    ),
  );
  return collections.blog.flatMap((entry) => {
    const linked = new Set(
      [...markdownLinks(entry.body ?? '', entry.bodyLine ?? 1)].flatMap(
        ({ href }) => internalRoute(href) ?? [],
      ),
    );
    return (entry.data.relatedPosts ?? []).flatMap((post, index) => {
      const route = routeOf.get(post.slug);
      if (!route || !linked.has(route)) return [];
      return [
        {
          file: entry.file,
          pointer: `/relatedPosts/${index}/slug`,
          message: `"${post.slug}" ya está enlazado en el texto del artículo; repetido en "Lecturas recomendadas" no le ofrece nada nuevo al lector.`,
          hint: 'Recomienda otro artículo de la misma categoría o con etiquetas en común, o quita este.',
        },
      ];
    });
  });
}
