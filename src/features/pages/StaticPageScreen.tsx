import { useQuery } from '@tanstack/react-query';
import { Heading } from '@/design-system/components/Heading';
import { SafeHtml } from '@/design-system/components/SafeHtml';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { paths, safeContentHref } from '@/lib/navigation';
import { PageHead, plainText } from '@/lib/seo';
import { QueryState } from '@/ui';
import { staticPageQueries } from './api/page-queries';
import { TextPageLayout } from './components/TextPageLayout';

/** A page the shop wrote (/page/:slug): about us, terms, privacy… Its HTML is sanitised before it is shown. */
export function StaticPageScreen({ slug }: { slug: string }) {
  const t = useT();
  const query = useQuery(staticPageQueries(slug).page);
  return (
    <TextPageLayout>
      <QueryState
        query={query}
        pending={
          <Stack gap="4">
            <Skeleton shape="text" width="50%" height="2rem" />
            <Skeleton shape="text" lines={6} />
          </Stack>
        }
        pendingLabel={t('Loading the page')}
        errorTitle={t('We could not open this page')}
        gone={{
          title: t('Page not found'),
          description: t('The page you are looking for does not exist or has moved.'),
          href: paths.home.href(),
          action: t('Back to home'),
        }}
      >
        {({ page }) => (
          <>
            <PageHead title={page.title} description={plainText(page.content) || undefined} type="article" />
            <Heading level={1} size="2xl" id="page-title">
              {page.title}
            </Heading>
            <SafeHtml
              as="article"
              aria-labelledby="page-title"
              html={page.content ?? ''}
              safeHref={safeContentHref}
            />
          </>
        )}
      </QueryState>
    </TextPageLayout>
  );
}
