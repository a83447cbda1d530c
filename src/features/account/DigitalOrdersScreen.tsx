import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Panel } from '@/design-system/components/Panel';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useI18n, useT } from '@/lib/i18n';
import { safeHref } from '@/lib/navigation';
import { useFormatMoney } from '@/domain/prices';
import { PagedList } from '@/ui';
import { useDigitalOrders } from '@/domain/orders';
import { AccountLayout } from './area/AccountLayout';
import { OwnWords } from '@/design-system/components/Text';

/**
 * /user/digital-product-orders: the digital products of paid orders, each with its download link (a signed link
 * the server renews on every visit; it works for an hour).
 */
export function DigitalOrdersScreen() {
  const { t, formatDate } = useI18n();
  const money = useFormatMoney();
  const downloads = useDigitalOrders();

  return (
    <AccountLayout title={t('Digital Product Orders')}>
      <PagedList
        list={downloads}
        gap="4"
        pending={
          <Stack gap="3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} shape="rect" height="4.5rem" />
            ))}
          </Stack>
        }
        errorTitle={t('Your downloads could not be loaded')}
        empty={
          <EmptyState
            headingLevel={2}
            title={t('No digital products yet')}
            description={t('Files you buy can be downloaded here once the order is paid.')}
          />
        }
        loadingMoreLabel={t('Loading')}
      >
        {(items) => (
          <>
            <Text size="sm" tone="muted">
              {t('Download links work for an hour; open this page again for fresh ones.')}
            </Text>
            <Stack role="list" aria-label={t('Digital Product Orders')} gap="3">
              {items.map((item) => (
                <Panel role="listitem" key={item.id}>
                  <Box
                    display="flex"
                    flexWrap="wrap"
                    gap="3"
                    alignItems="center"
                    justifyContent="space-between"
                  >
                    <Box minWidth={0}>
                      <Stack gap="1">
                        <Text weight="semibold">
                          <OwnWords>{item.product_name}</OwnWords>
                        </Text>
                        <Text size="sm" tone="muted">
                          {`${formatDate(item.date)} · ${money(item.total)}`}
                        </Text>
                      </Stack>
                    </Box>
                    <DownloadLink url={item.url} product={item.product_name} />
                  </Box>
                </Panel>
              ))}
            </Stack>
          </>
        )}
      </PagedList>
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
