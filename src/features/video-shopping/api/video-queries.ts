// The reads of the video shopping screens, built in one place per screen for the route loaders.
import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  getGetVideoShopDetailsQueryOptions,
  getGetVideoShopsQueryKey,
  getVideoShops,
} from '@/api-generated/endpoints/video-shopping/video-shopping';
import { nextPageOf } from '@/lib/pagination';

const VIDEO_STALE_MS = 5 * 60_000;

export const videoShopsQueries = () => ({
  videos: infiniteQueryOptions({
    queryKey: [...getGetVideoShopsQueryKey(), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getVideoShops({ page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.videos),
    staleTime: VIDEO_STALE_MS,
  }),
});

export const videoShopQueries = (slug: string) => ({
  video: getGetVideoShopDetailsQueryOptions(slug, { query: { staleTime: VIDEO_STALE_MS } }),
});
