import { homeSectionsQueryOptions } from '@/features/home/api/home-page';
import { settled, type RouteLoader } from './route-data';

/**
 * `/`: the hero, banners and services come with the start data; the sections below the fold are started here,
 * not awaited, so the first screen never waits for them.
 */
export const loader: RouteLoader = ({ queryClient }) => {
  void settled(queryClient.ensureInfiniteQueryData(homeSectionsQueryOptions()));
  return Promise.resolve(null);
};
