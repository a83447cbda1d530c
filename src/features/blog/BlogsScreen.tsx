import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BlogCard } from '@/design-system/components/BlogCard';
import { Box } from '@/design-system/components/Box';
import { Breadcrumbs } from '@/design-system/components/Breadcrumbs';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Pagination } from '@/design-system/components/Pagination';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';
import { blogCategoriesQueryOptions, blogsQueryOptions } from './api/blog-queries';
import { blogListQueryOf, blogListSearch, type BlogListQuery } from './blog-query';
import { BlogCategoryNav } from './components/BlogCategoryNav';
import { BlogListControls } from './components/BlogListControls';
import { QueryState } from '@/ui';
import { BlogLayout } from './components/BlogLayout';

const COLUMNS = { mobile: 1, tablet: 2, desktop: 3 } as const;

export interface BlogsScreenProps {
  /** A category's slug (`/category-blogs/:slug`); every post without it (`/blogs`). */
  categorySlug?: string;
}

/**
 * "All Blogs" (/blogs) and a category's posts (/category-blogs/:slug): cards, categories to filter by, a search by
 * title and the order (both in the URL), pages.
 */
export function BlogsScreen({ categorySlug }: BlogsScreenProps) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const query = blogListQueryOf(search);
  const { page, title: searched } = query;
  const posts = useQuery(blogsQueryOptions({ ...query, slug: categorySlug }));
  const categories = useQuery(blogCategoriesQueryOptions());
  const categoryList = categories.data?.categories.data ?? [];
  const category = categorySlug ? categoryList.find((c) => c.slug === categorySlug) : undefined;
  const title = categorySlug ? (category?.title ?? t('Category Blogs')) : t('All Blogs');
  const blogs = posts.data?.blogs;
  // An unknown category: the backend answers with no posts, and the category is not among the blog's.
  const unknownCategory =
    categorySlug !== undefined &&
    categories.isSuccess &&
    !category &&
    blogs !== undefined &&
    blogs.total === 0;

  const base = categorySlug ? paths.categoryBlogs.href({ slug: categorySlug }) : paths.blogs.href();
  const listHref = (next: BlogListQuery) => `${base}${blogListSearch(next)}`;
  const pageHref = (n: number) => listHref({ ...query, page: n });
  // A new search or order is a new entry in the history (back returns to the previous list), from page 1.
  const changeList = (next: Pick<BlogListQuery, 'sort' | 'title'>) =>
    setSearch(new URLSearchParams(blogListSearch({ ...next, page: 1 })), { preventScrollReset: true });

  return (
    <BlogLayout>
      <Breadcrumbs
        label={t('Breadcrumb')}
        renderLink={renderRouterLink}
        items={[
          { label: t('Home'), href: paths.home.href() },
          ...(categorySlug
            ? [{ label: t('Blogs'), href: paths.blogs.href() }, { label: title }]
            : [{ label: t('Blogs') }]),
        ]}
      />
      <Heading level={1} size="2xl">
        {title}
      </Heading>
      {categoryList.length > 0 ? <BlogCategoryNav categories={categoryList} current={categorySlug} /> : null}
      <BlogListControls key={searched} query={query} onChange={changeList} />
      <QueryState
        query={posts}
        pending={
          <Grid columns={COLUMNS} gap="4">
            {Array.from({ length: 6 }, (_, index) => (
              <Stack key={index} gap="2">
                <Skeleton shape="rect" width="100%" height="10rem" />
                <Skeleton shape="text" width="80%" />
                <Skeleton shape="text" width="60%" />
              </Stack>
            ))}
          </Grid>
        }
        errorTitle={t('We could not load the posts')}
        isEmpty={(data) => unknownCategory || data.blogs.data.length === 0}
        empty={
          unknownCategory ? (
            <EmptyState
              icon="search"
              headingLevel={2}
              title={t('This blog category does not exist')}
              description={t('It may have been renamed or removed.')}
              action={
                <Button asChild variant="outline" tone="neutral">
                  <RouterLink to={paths.blogs.href()}>{t('See all posts')}</RouterLink>
                </Button>
              }
            />
          ) : searched && page === 1 ? (
            <EmptyState
              icon="search"
              headingLevel={2}
              title={t('No posts match "{query}"', { query: searched })}
              description={t('Try other words, or clear the search to see every post.')}
              action={
                <Button asChild variant="outline" tone="neutral">
                  <RouterLink
                    // link-source: listHref() is paths.blogs / paths.blogCategory's href with our own query
                    to={listHref({ ...query, title: '', page: 1 })}
                  >
                    {t('Clear search')}
                  </RouterLink>
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon="info"
              headingLevel={2}
              title={page > 1 ? t('There is no such page') : t('No posts yet')}
              action={
                page > 1 || categorySlug ? (
                  <Button asChild variant="outline" tone="neutral">
                    <RouterLink to={paths.blogs.href()}>{t('See all posts')}</RouterLink>
                  </Button>
                ) : undefined
              }
            />
          )
        }
      >
        {({ blogs }) => (
          <Stack gap="6">
            <Box aria-busy={posts.isPlaceholderData}>
              <Grid role="list" columns={COLUMNS} gap="4" aria-label={title}>
                {blogs.data.map((blog) => (
                  <Box role="listitem" key={blog.id}>
                    <BlogCard
                      headingLevel={2}
                      title={blog.title}
                      href={paths.blog.href({ slug: blog.slug })}
                      renderLink={renderRouterLink}
                      excerpt={blog.short_description ?? undefined}
                      imageSrc={blog.thumbnail || undefined}
                    />
                  </Box>
                ))}
              </Grid>
            </Box>
            {blogs.last_page > 1 ? (
              <Pagination
                page={Math.min(page, blogs.last_page)}
                pageCount={blogs.last_page}
                label={t('Pages of posts')}
                previousLabel={t('Previous')}
                nextLabel={t('Next')}
                pageLabel={(n) => t('Page {n}', { n })}
                getHref={pageHref}
                renderLink={renderRouterLink}
              />
            ) : null}
          </Stack>
        )}
      </QueryState>
    </BlogLayout>
  );
}
