import { Breadcrumbs } from '@/design-system/components/Breadcrumbs';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Tag } from '@/design-system/components/Tag';
import { Text } from '@/design-system/components/Text';
import { usePlural, useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';

export interface ListingHeaderProps {
  /** Null while the list header (category or brand) is still loading. */
  title: string | null;
  /** A parent level between Home and this list (search results sit under "All Products"). */
  parent?: { label: string; href: string };
  /** Total products matching, once known. */
  total: number | undefined;
  childCategories?: ReadonlyArray<{ id: number; title: string; slug?: string }>;
  /** Part of a bigger page: an h2 and no breadcrumbs (the page has its own). */
  section?: boolean;
}

/** Breadcrumbs, the list's title, its result count and links to sub-categories. */
export function ListingHeader({
  title,
  parent,
  total,
  childCategories = [],
  section = false,
}: ListingHeaderProps) {
  const t = useT();
  const plural = usePlural();
  const crumbs = [
    { label: t('Home'), href: paths.home.href() },
    ...(parent ? [parent] : []),
    ...(title ? [{ label: title }] : []),
  ];
  const linkable = childCategories.filter((c): c is { id: number; title: string; slug: string } =>
    Boolean(c.slug),
  );
  return (
    <Stack gap="3">
      {section ? null : <Breadcrumbs label={t('Breadcrumb')} items={crumbs} renderLink={renderRouterLink} />}
      {title ? (
        <Heading level={section ? 2 : 1} size={section ? 'xl' : '2xl'}>
          {title}
        </Heading>
      ) : (
        <Skeleton shape="text" width="40%" />
      )}
      <Text size="sm" tone="muted" role="status">
        {total === undefined ? '' : plural('products_found', total)}
      </Text>
      {linkable.length > 0 ? (
        <Inline gap="2" as="nav" aria-label={t('Sub-categories')}>
          {linkable.map((child) => (
            <Tag
              key={child.id}
              label={child.title}
              href={paths.category.href({ slug: child.slug })}
              renderLink={renderRouterLink}
            />
          ))}
        </Inline>
      ) : null}
    </Stack>
  );
}
