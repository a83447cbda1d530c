import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  publicImageUrl,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  canonicalUrl,
  PageHead,
  plainText,
} from '@/lib/seo';
import { Avatar } from '@/design-system/components/Avatar';
import { BlogCard } from '@/design-system/components/BlogCard';
import { Box } from '@/design-system/components/Box';
import { Breadcrumbs } from '@/design-system/components/Breadcrumbs';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { LazyImage } from '@/design-system/components/LazyImage';
import { SafeHtml } from '@/design-system/components/SafeHtml';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Tag } from '@/design-system/components/Tag';
import { Text } from '@/design-system/components/Text';
import { useI18n } from '@/lib/i18n';
import { paths, renderRouterLink, safeContentHref } from '@/lib/navigation';
import { blogDetailsQueryOptions } from './api/blog-queries';
import { BlogCategoryNav } from './components/BlogCategoryNav';
import { BlogComments } from './components/BlogComments';
import { QueryError } from '@/ui';
import { BlogLayout } from './components/BlogLayout';
import { OwnWords } from '@/design-system/components/Text';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Stack gap="4">
        <Heading level={2} size="xl" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

function DetailsSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton shape="text" width="70%" height="2rem" />
      <Skeleton shape="text" width="12rem" />
      <Skeleton shape="rect" width="100%" height="14rem" />
      <Skeleton shape="text" width="100%" />
      <Skeleton shape="text" width="90%" />
    </Stack>
  );
}

/** "Blog Details" (/blog/:slug): the post (its body sanitised), tags, comments with replies, categories and recent posts. */
export function BlogDetailsScreen({ slug }: { slug: string }) {
  const { t, formatDate } = useI18n();
  const query = useQuery(blogDetailsQueryOptions(slug));
  const crumbs = (title?: string) => (
    <Breadcrumbs
      label={t('Breadcrumb')}
      renderLink={renderRouterLink}
      items={[
        { label: t('Home'), href: paths.home.href() },
        { label: t('Blogs'), href: paths.blogs.href() },
        ...(title ? [{ label: title }] : []),
      ]}
    />
  );

  if (query.isPending) {
    return (
      <BlogLayout>
        {crumbs()}
        <DetailsSkeleton />
      </BlogLayout>
    );
  }
  if (query.isError) {
    return (
      <BlogLayout>
        {crumbs()}
        <Heading level={1} size="2xl">
          {t('Blog Details')}
        </Heading>
        <QueryError
          query={query}
          title={t('We could not open this post')}
          gone={{
            title: t('This post is not available'),
            description: t('It may have been removed. The other posts are still here.'),
            href: paths.blogs.href(),
            action: t('See all posts'),
            headingLevel: 2,
          }}
        />
      </BlogLayout>
    );
  }

  const { blog, tags, recent_posts: recent, categories, comments } = query.data;
  const body = blog.long_description ?? blog.description ?? '';
  const picture = blog.banner_img || blog.thumbnail;
  const author = blog.user?.full_name.trim();

  const published = blog.published_date ? Date.parse(blog.published_date) : Number.NaN;
  const url = canonicalUrl(paths.blog.href({ slug }));
  const description = plainText(blog.short_description ?? body).slice(0, 300) || undefined;

  return (
    <BlogLayout>
      <PageHead
        title={blog.title}
        description={description}
        image={picture || undefined}
        type="article"
        jsonLd={[
          blogPostingJsonLd({
            headline: blog.title,
            url,
            image: publicImageUrl(picture),
            description,
            // Only a date the search engines can read; the backend may send a display string.
            datePublished: Number.isNaN(published) ? undefined : new Date(published).toISOString(),
            author: author || undefined,
            keywords: tags,
          }),
          breadcrumbJsonLd([
            { name: t('Home'), url: canonicalUrl(paths.home.href()) },
            { name: t('Blogs'), url: canonicalUrl(paths.blogs.href()) },
            { name: blog.title },
          ]),
        ]}
      />
      {crumbs(blog.title)}
      <Box as="article" aria-labelledby="blog-title">
        <Stack gap="6">
          <Stack gap="3">
            <Heading level={1} size="2xl" id="blog-title">
              <OwnWords>{blog.title}</OwnWords>
            </Heading>
            <Inline gap="3" alignY="center">
              {author ? (
                <Inline gap="2" alignY="center">
                  <Avatar
                    name={author}
                    src={blog.user?.user_profile_image ?? undefined}
                    size="sm"
                    decorative
                  />
                  <Text size="sm">{t('By {name}', { name: author })}</Text>
                </Inline>
              ) : null}
              {blog.published_date ? (
                <Text size="sm" tone="muted">
                  {t('Published {date}', { date: formatDate(blog.published_date) })}
                </Text>
              ) : null}
              <Text size="sm" tone="muted">
                {blog.blog_views_count === 1 ? t('1 view') : t('{n} views', { n: blog.blog_views_count })}
              </Text>
            </Inline>
          </Stack>
          {picture ? <LazyImage src={picture} alt="" width={16} height={9} radius="lg" priority /> : null}
          <SafeHtml html={body} safeHref={safeContentHref} />
          {tags.length > 0 ? (
            <Inline gap="2" alignY="center" aria-label={t('Tags')} role="list">
              <Text size="sm" weight="semibold">
                {t('Tags')}:
              </Text>
              {tags.map((tag) => (
                <Box role="listitem" key={tag}>
                  <Tag label={tag} />
                </Box>
              ))}
            </Inline>
          ) : null}
        </Stack>
      </Box>
      <BlogComments blogId={blog.id} slug={slug} comments={comments} />
      {recent.length > 0 ? (
        <Section title={t('Recent Posts')} id="blog-recent">
          <Grid
            role="list"
            columns={{ mobile: 1, tablet: 2, desktop: 4 }}
            gap="4"
            aria-label={t('Recent Posts')}
          >
            {recent.map((post) => (
              <Box role="listitem" key={post.id}>
                <BlogCard
                  headingLevel={3}
                  title={post.title}
                  href={paths.blog.href({ slug: post.slug })}
                  renderLink={renderRouterLink}
                  excerpt={post.short_description ?? undefined}
                  imageSrc={post.thumbnail || undefined}
                />
              </Box>
            ))}
          </Grid>
        </Section>
      ) : null}
      {categories.data.length > 0 ? (
        <Section title={t('Categories')} id="blog-categories">
          <BlogCategoryNav categories={categories.data} onList={false} />
        </Section>
      ) : null}
    </BlogLayout>
  );
}
