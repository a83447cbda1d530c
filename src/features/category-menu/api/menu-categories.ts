import { useQuery } from '@tanstack/react-query';
import type { SidebarCategoryOutput } from '@/api-generated/model';
import { categoryTreeQueryOptions } from '@/domain/settings';
import { useStorefront } from '@/lib/session';

/**
 * The menu's category tree: the start data's, or — when the start data came without one, as the real backend's
 * page does — `GET /sidebar/categories`, asked for only once the menu is opened.
 */
export function useMenuCategories(opened: boolean) {
  const { start } = useStorefront();
  const fromStart = start.categories;
  const needsFetch = fromStart.length === 0;
  const query = useQuery(
    categoryTreeQueryOptions({
      enabled: needsFetch && opened,
      staleTime: Infinity,
      meta: { errorToast: false },
    }),
  );
  const categories: readonly SidebarCategoryOutput[] = needsFetch
    ? (query.data?.categories ?? [])
    : fromStart;
  return {
    categories,
    loading: needsFetch && (query.isPending || query.isFetching),
    failed: needsFetch && query.isError,
    retry: () => void query.refetch(),
  };
}
