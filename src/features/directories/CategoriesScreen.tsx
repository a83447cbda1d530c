import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import type { GetSidebarCategoriesResponse } from '@/api-generated/model';
import { QueryState } from '@/ui';
import { categoriesQueries } from '@/domain/catalogue';
import { CategoryBranch } from './components/CategoryBranch';
import { DirectoryLayout } from './components/DirectoryLayout';
import { TileSkeleton } from './components/TileSkeleton';

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
    <DirectoryLayout title={t('All Category')}>
      <QueryState
        query={categories}
        pending={
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
        }
        pendingLabel={t('Loading categories')}
        errorTitle={t('We could not load the categories')}
        isEmpty={(data) => data.categories.length === 0}
        empty={<EmptyState icon="search" headingLevel={2} title={t('No categories yet')} />}
      >
        {(data) => (
          <Stack gap="10">
            {data.categories.map((root) => (
              <CategoryBranch key={root.id} root={root} leaves={leavesOf(tree.data)} />
            ))}
          </Stack>
        )}
      </QueryState>
    </DirectoryLayout>
  );
}
