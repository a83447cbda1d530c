import { homeSectionsQueryOptions } from '@/features/home/api/home-page';
import { settled, type RouteLoader } from './route-data';

/**
 * `/`: the hero, banners and services come with the start data. The configured sections below them are below the
 * fold on a phone: in the browser's own render their part asks for them once the first screen has painted
 * (`HomeScreen`, an after-paint part), so neither their answer nor its validation comes before the page's largest
 * paint (docs/performance.md, "What a phone's first screen does not show, after its first paint"). A server that
 * renders the page writes them into it, so in a server-rendering build the loader starts them, not awaited.
 */
export const loader: RouteLoader = ({ queryClient }) => {
  if (import.meta.env.VITE_SERVER_RENDER === 'on')
    void settled(queryClient.ensureInfiniteQueryData(homeSectionsQueryOptions()));
  return Promise.resolve(null);
};
