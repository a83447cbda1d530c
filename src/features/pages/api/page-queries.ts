// The reads of the static page and the contact page, built in one place per screen for the route loaders.
import {
  getGetContactPageQueryOptions,
  getGetStaticPageQueryOptions,
} from '@/api-generated/endpoints/pages/pages';

const PAGE_STALE_MS = 10 * 60_000;

export const staticPageQueries = (slug: string) => ({
  page: getGetStaticPageQueryOptions(slug, { query: { staleTime: PAGE_STALE_MS } }),
});

export const contactQueries = () => ({
  contact: getGetContactPageQueryOptions({ query: { staleTime: PAGE_STALE_MS } }),
});
