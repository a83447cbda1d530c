import { Link as RouterLink } from 'react-router';
import { Accordion } from '@/design-system/components/Accordion';
import { Box } from '@/design-system/components/Box';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useMenuCategories } from './api/menu-categories';
import { CategoriesLoadState } from './CategoriesLoadState';

/**
 * The category tree for narrow screens (the phone menu sheet): one expandable section per root category with its
 * children and grandchildren as links, then "All categories". Same data as the desktop CategoryMenu.
 */
export function CategoryAccordion({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const { categories, loading, failed, retry } = useMenuCategories(true);
  const link = (slug: string, title: string) => (
    <Link asChild tone="neutral" underline="hover">
      <RouterLink to={paths.category.href({ slug })} onClick={onNavigate}>
        {title}
      </RouterLink>
    </Link>
  );
  return (
    <Stack gap="3">
      <CategoriesLoadState loading={loading && categories.length === 0} failed={failed} retry={retry} />
      {categories.length > 0 ? (
        <Accordion
          headingLevel={3}
          items={categories.map((root) => ({
            value: String(root.id),
            title: root.title,
            content: (
              <Stack role="list" gap="2">
                <Box role="listitem">{link(root.slug, t('Everything in this category'))}</Box>
                {root.child_categories.map((child) => (
                  <Box role="listitem" key={child.id}>
                    {link(child.slug, child.title)}
                    {child.categories.length > 0 ? (
                      <Box paddingInlineStart="4" paddingBlockStart="1">
                        <Stack role="list" gap="1">
                          {child.categories.map((leaf) => (
                            <Box role="listitem" key={leaf.id}>
                              <Text as="span" size="sm">
                                {link(leaf.slug, leaf.title)}
                              </Text>
                            </Box>
                          ))}
                        </Stack>
                      </Box>
                    ) : null}
                  </Box>
                ))}
              </Stack>
            ),
          }))}
        />
      ) : null}
      <Link asChild>
        <RouterLink to={paths.categories.href()} onClick={onNavigate}>
          {t('All categories')}
        </RouterLink>
      </Link>
    </Stack>
  );
}
