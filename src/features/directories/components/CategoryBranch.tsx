import type { CategoryListItem, SidebarLeafCategory } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { CategoryTile } from '@/design-system/components/CategoryTile';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';

const COLUMNS = { mobile: 2, tablet: 4, desktop: 6 } as const;

interface CategoryBranchProps {
  root: CategoryListItem;
  /** Third-level categories by their parent's id (from the menu tree; empty when it could not be read). */
  leaves: ReadonlyMap<number, readonly SidebarLeafCategory[]>;
}

/** One root category: its name, its children as picture tiles, and each child's own children as links. */
export function CategoryBranch({ root, leaves }: CategoryBranchProps) {
  const t = useT();
  const headingId = `category-${root.id}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="4">
        <Inline gap="3" align="between">
          <Heading level={2} size="xl" id={headingId}>
            <Link asChild tone="neutral" underline="hover">
              {renderRouterLink({ href: paths.category.href({ slug: root.slug }), children: root.title })}
            </Link>
          </Heading>
          <Link asChild>
            {renderRouterLink({
              href: paths.category.href({ slug: root.slug }),
              children: t('View All'),
              // The visible words first, so speech users can say what they see (WCAG 2.5.3, label in name).
              'aria-label': `${t('View All')}: ${t('All products in {category}', { category: root.title })}`,
            })}
          </Link>
        </Inline>
        {root.child_categories.length > 0 ? (
          <Grid role="list" columns={COLUMNS} gap="4" aria-label={root.title}>
            {root.child_categories.map((child) => {
              const grandchildren = leaves.get(child.id) ?? [];
              return (
                <Box role="listitem" key={child.id}>
                  <Stack gap="2">
                    <CategoryTile
                      shape="square"
                      name={child.title}
                      href={paths.category.href({ slug: child.slug })}
                      renderLink={renderRouterLink}
                      imageSrc={child.all_popular_image ?? root.all_popular_image ?? ''}
                    />
                    {grandchildren.length > 0 ? (
                      <Stack role="list" gap="1" aria-label={t('In {category}', { category: child.title })}>
                        {grandchildren.map((leaf) => (
                          <Box role="listitem" key={leaf.id}>
                            <Link asChild tone="neutral" underline="hover">
                              {renderRouterLink({
                                href: paths.category.href({ slug: leaf.slug }),
                                children: leaf.title,
                              })}
                            </Link>
                          </Box>
                        ))}
                      </Stack>
                    ) : null}
                  </Stack>
                </Box>
              );
            })}
          </Grid>
        ) : null}
      </Stack>
    </Box>
  );
}
