import { Box, Button, EmptyState, ErrorState, LoadMore, Skeleton, Stack, Text } from '@/design-system';
import { isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { safeHref } from '@/lib/navigation';
import { useFormatMoney } from '@/lib/storefront/format-money';
import { useDigitalOrders } from './api/digital-orders';
import { AccountLayout } from './area/AccountLayout';

/**
 * /user/digital-product-orders: the digital products of paid orders, each with its download link (a signed link
 * the server renews on every visit; it works for an hour).
 */
export function DigitalOrdersScreen() {
  const t = useT();
  const money = useFormatMoney();
  const downloads = useDigitalOrders();

  return (
    <AccountLayout title={t('Digital Product Orders')}>
      {downloads.query.isPending ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height="4.5rem" />
          ))}
        </Stack>
      ) : downloads.query.isError && downloads.items.length === 0 ? (
        <ErrorState
          title={t('Your downloads could not be loaded')}
          description={
            isHttpClientError(downloads.query.error) ? t(downloads.query.error.userMessage) : undefined
          }
          retryLabel={t('Try again')}
          retrying={downloads.query.isFetching}
          onRetry={() => void downloads.query.refetch()}
        />
      ) : downloads.items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t('No digital products yet')}
          description={t('Files you buy can be downloaded here once the order is paid.')}
        />
      ) : (
        <Stack gap="4">
          <Text size="sm" tone="muted">
            {t('Download links work for an hour; open this page again for fresh ones.')}
          </Text>
          <Stack role="list" aria-label={t('Digital Product Orders')} gap="3">
            {downloads.items.map((item) => (
              <Box
                role="listitem"
                key={item.id}
                padding="4"
                borderRadius="md"
                borderStyle="solid"
                borderWidth="hairline"
                borderColor="border"
              >
                <Box
                  display="flex"
                  flexWrap="wrap"
                  gap="3"
                  alignItems="center"
                  justifyContent="space-between"
                >
                  <Box minWidth={0}>
                    <Stack gap="1">
                      <Text weight="semibold">{item.product_name}</Text>
                      <Text size="sm" tone="muted">
                        {`${item.date} · ${money(item.total)}`}
                      </Text>
                    </Stack>
                  </Box>
                  <DownloadLink url={item.url} product={item.product_name} />
                </Box>
              </Box>
            ))}
          </Stack>
          <LoadMore
            onLoadMore={() => void downloads.query.fetchNextPage()}
            loading={downloads.query.isFetchingNextPage}
            hasMore={downloads.query.hasNextPage}
            label={t('Load More')}
            loadingLabel={t('Loading')}
            allLoadedLabel={t('That is all')}
          />
        </Stack>
      )}
    </AccountLayout>
  );
}

/** The file's signed link; the contract's `url()` accepts any scheme (`javascript:` too), so only a web address links. */
function DownloadLink({ url, product }: { url: string; product: string }) {
  const t = useT();
  const href = safeHref(url);
  if (!href) {
    return (
      <Text size="sm" tone="muted">
        {t('The download is not available right now.')}
      </Text>
    );
  }
  return (
    <Button asChild size="sm" variant="outline">
      <a href={href} download rel="noopener" aria-label={t('Download {product}', { product })}>
        {t('Download')}
      </a>
    </Button>
  );
}
