import { blogCategoriesQueryOptions, blogPageOf, blogsQueryOptions } from '@/features/blog/api/blog-queries';
import { settled, type RouteLoader } from './route-data';

/** `/blogs` and `/category-blogs/:slug`: the URL's page of posts (awaited) and the categories (started alongside). */
export const loader: RouteLoader = async ({ queryClient }, { params, request }) => {
  const page = blogPageOf(new URL(request.url).searchParams);
  void settled(queryClient.ensureQueryData(blogCategoriesQueryOptions()));
  await settled(queryClient.ensureQueryData(blogsQueryOptions({ page, slug: params.slug })));
  return null;
};
