import type { BlogCategory } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Inline } from '@/design-system/components/Inline';
import { Tag } from '@/design-system/components/Tag';
import { useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';

/** The categories to filter the posts by, the current one marked. */
export function BlogCategoryNav({
  categories,
  current,
  onList = true,
}: {
  categories: BlogCategory[];
  current?: string;
  /** On a list of posts the current filter is marked ("All Blogs" without a category); elsewhere nothing is. */
  onList?: boolean;
}) {
  const t = useT();
  return (
    <Box as="nav" aria-label={t('Blog categories')}>
      <Inline gap="2">
        <Tag
          label={t('All Blogs')}
          href={paths.blogs.href()}
          renderLink={renderRouterLink}
          selected={onList && !current}
        />
        {categories.map((category) => (
          <Tag
            key={category.id}
            label={
              category.blogs_count === undefined
                ? category.title
                : `${category.title} (${category.blogs_count})`
            }
            href={paths.categoryBlogs.href({ slug: category.slug })}
            renderLink={renderRouterLink}
            selected={onList && current === category.slug}
          />
        ))}
      </Inline>
    </Box>
  );
}
