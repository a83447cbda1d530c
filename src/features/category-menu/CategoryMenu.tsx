import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Grid } from '@/design-system/components/Grid';
import { Link } from '@/design-system/components/Link';
import { Popover } from '@/design-system/components/Popover';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import type { SidebarCategoryOutput } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useMenuCategories } from './api/menu-categories';
import { CategoriesLoadState } from './CategoriesLoadState';

type Close = () => void;

function CategoryLink({
  slug,
  title,
  strong = false,
  onNavigate,
}: {
  slug: string;
  title: string;
  strong?: boolean;
  onNavigate: Close;
}) {
  return (
    <Link asChild tone="neutral" underline="hover">
      <RouterLink to={paths.category.href({ slug })} onClick={onNavigate}>
        {strong ? <strong>{title}</strong> : title}
      </RouterLink>
    </Link>
  );
}

/** One root category with its children and grandchildren (three levels, as the menu shows). */
function RootCategory({ category, onNavigate }: { category: SidebarCategoryOutput; onNavigate: Close }) {
  return (
    <Stack role="listitem" gap="2">
      <CategoryLink slug={category.slug} title={category.title} strong onNavigate={onNavigate} />
      {category.child_categories.length > 0 ? (
        <Stack role="list" gap="1">
          {category.child_categories.map((child) => (
            <Stack role="listitem" gap="1" key={child.id}>
              <CategoryLink slug={child.slug} title={child.title} onNavigate={onNavigate} />
              {child.categories.length > 0 ? (
                <Box paddingInlineStart="4">
                  <Stack role="list" gap="1">
                    {child.categories.map((leaf) => (
                      <Box role="listitem" key={leaf.id}>
                        <Text as="span" size="sm">
                          <CategoryLink slug={leaf.slug} title={leaf.title} onNavigate={onNavigate} />
                        </Text>
                      </Box>
                    ))}
                  </Stack>
                </Box>
              ) : null}
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * The header's "Categories" button: a panel of links to three levels of categories and to all categories.
 * Tab and Shift+Tab move through the links, Escape closes it and returns to the button.
 */
export function CategoryMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { categories, loading, failed, retry } = useMenuCategories(opened);
  const navId = useId();
  const close = () => setOpen(false);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setOpened(true);
      }}
      label={t('Categories')}
      align="start"
      trigger={
        <Button variant="ghost" tone="neutral" iconStart="menu" iconEnd="chevron-down">
          {t('Categories')}
        </Button>
      }
    >
      <Box as="nav" aria-labelledby={navId}>
        <Stack gap="4">
          <Text as="span" weight="bold" id={navId}>
            {t('Categories')}
          </Text>
          <CategoriesLoadState loading={loading && categories.length === 0} failed={failed} retry={retry} />
          {categories.length > 0 ? (
            <Grid role="list" columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="6">
              {categories.map((category) => (
                <RootCategory key={category.id} category={category} onNavigate={close} />
              ))}
            </Grid>
          ) : null}
          <Link asChild>
            <RouterLink to={paths.categories.href()} onClick={close}>
              {t('All categories')}
            </RouterLink>
          </Link>
        </Stack>
      </Box>
    </Popover>
  );
}
