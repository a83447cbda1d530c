import { useQuery } from '@tanstack/react-query';
import { EmptyState, Grid, Skeleton, Stack } from '@/design-system';
import { useT } from '@/lib/i18n';
import type { GetSidebarCategoriesResponse } from '@/api-generated/model';
import { categoriesQueries } from './api/directory-queries';
import { CategoryBranch } from './components/CategoryBranch';
import { DirectoryError, DirectoryFrame, DirectoryLoading, TileSkeleton } from './components/DirectoryFrame';

/** Third-level categories by the id of their parent (the "All categories" answer stops at the second level). */
const leavesOf = (tree: GetSidebarCategoriesResponse | undefined) =>
  new Map(
    tree?.categories.flatMap((root) => root.child_categories.map((child) => [child.id, child.categories])),
  );

/** "All Category" (/categories): every root category with its children and their children, with pictures. */
export function CategoriesScreen() {
  const t = useT();
  const queries = categoriesQueries();
  const categories = useQuery(queries.categories);
  // The third level is a bonus: without it the page still shows two levels.
  const tree = useQuery(queries.tree);

  return (
    <DirectoryFrame title={t('All Category')}>
      {categories.isPending ? (
        <DirectoryLoading label={t('Loading categories')}>
          <Stack gap="8">
            {[0, 1].map((branch) => (
              <Stack key={branch} gap="4">
                <Skeleton shape="text" width="10rem" height="1.5rem" />
                <Grid columns={{ mobile: 2, tablet: 4, desktop: 6 }} gap="4">
                  {Array.from({ length: 6 }, (_, index) => (
                    <TileSkeleton key={index} height="8rem" />
                  ))}
                </Grid>
              </Stack>
            ))}
          </Stack>
        </DirectoryLoading>
      ) : categories.isError ? (
        <DirectoryError
          title={t('We could not load the categories')}
          error={categories.error}
          retrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.categories.length === 0 ? (
        <EmptyState icon="search" headingLevel={2} title={t('No categories yet')} />
      ) : (
        <Stack gap="10">
          {categories.data.categories.map((root) => (
            <CategoryBranch key={root.id} root={root} leaves={leavesOf(tree.data)} />
          ))}
        </Stack>
      )}
    </DirectoryFrame>
  );
}
