import { blogCategoriesQueryOptions, blogsQueryOptions } from '@/features/blog/api/blog-queries';
import { blogListQueryOf } from '@/features/blog/blog-query';
import { settled, type RouteLoader } from './route-data';

/**
 * `/blogs` and `/category-blogs/:slug`: the URL's page of posts in its order and search (awaited) and the
 * categories (started alongside).
 */
export const loader: RouteLoader = async ({ queryClient }, { params, request }) => {
  const list = blogListQueryOf(new URL(request.url).searchParams);
  void settled(queryClient.ensureQueryData(blogCategoriesQueryOptions()));
  await settled(queryClient.ensureQueryData(blogsQueryOptions({ ...list, slug: params.slug })));
  return null;
};
