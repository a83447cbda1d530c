// The reads of the video shopping screens, built in one place per screen for the route loaders.
import {
  getGetVideoShopDetailsQueryOptions,
  getGetVideoShopsQueryKey,
  getVideoShops,
} from '@/api-generated/endpoints/video-shopping/video-shopping';
import type { GetVideoShopsResponse } from '@/api-generated/model';
import { paginatorPage, type PagedList } from '@/lib/pagination';

const VIDEO_STALE_MS = 5 * 60_000;

export const videoShopList = () =>
  ({
    queryKey: getGetVideoShopsQueryKey(),
    fetchPage: (page, signal) => getVideoShops({ page }, { signal }),
    toPage: (answer) => paginatorPage(answer.videos),
    staleTime: VIDEO_STALE_MS,
  }) satisfies PagedList<GetVideoShopsResponse, unknown>;

export const videoShopQueries = (slug: string) => ({
  video: getGetVideoShopDetailsQueryOptions(slug, { query: { staleTime: VIDEO_STALE_MS } }),
});
