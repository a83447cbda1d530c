import { useQuery } from '@tanstack/react-query';
import { Heading, SafeHtml } from '@/design-system';
import { useT } from '@/lib/i18n';
import { safeHref } from '@/lib/navigation';
import { PageHead, plainText } from '@/lib/seo';
import { staticPageQueries } from './api/page-queries';
import { PageError, PageFrame, PageSkeleton } from './components/PageFrame';

/** A page the shop wrote (/page/:slug): about us, terms, privacy… Its HTML is sanitised before it is shown. */
export function StaticPageScreen({ slug }: { slug: string }) {
  const t = useT();
  const query = useQuery(staticPageQueries(slug).page);
  if (query.isPending) return <PageSkeleton label={t('Loading the page')} />;
  if (query.isError) {
    return (
      <PageError
        title={t('We could not open this page')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { page } = query.data;
  return (
    <PageFrame>
      <PageHead title={page.title} description={plainText(page.content) || undefined} type="article" />
      <Heading level={1} size="2xl" id="page-title">
        {page.title}
      </Heading>
      <SafeHtml as="article" aria-labelledby="page-title" html={page.content ?? ''} safeHref={safeHref} />
    </PageFrame>
  );
}
