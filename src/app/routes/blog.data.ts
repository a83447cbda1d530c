import { blogDetailsQueryOptions } from '@/features/blog/api/blog-queries';
import { settled, type RouteLoader } from './route-data';

/** `/blog/:slug`: the post is the whole page above the fold, so the navigation waits for it. */
export const loader: RouteLoader = async ({ queryClient }, { params }) => {
  if (params.slug) await settled(queryClient.ensureQueryData(blogDetailsQueryOptions(params.slug)));
  return null;
};
