// The shop's category tree (`GET /sidebar/categories`, with the third level): the category menu asks for it when the
// start data came without one, the categories directory beside the root categories. Each says how long it keeps it.
import type { UseQueryOptions } from '@tanstack/react-query';
import {
  getGetSidebarCategoriesQueryOptions,
  type getSidebarCategories,
} from '@/api-generated/endpoints/settings/settings';

type CategoryTree = Awaited<ReturnType<typeof getSidebarCategories>>;

export const categoryTreeQueryOptions = (query?: Partial<UseQueryOptions<CategoryTree, unknown>>) =>
  getGetSidebarCategoriesQueryOptions<CategoryTree>({ query });
