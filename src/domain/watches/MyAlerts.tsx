import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Link } from '@/design-system/components/Link';
import { Panel } from '@/design-system/components/Panel';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useFormatMoney } from '@/domain/prices';
import { PriceDropNote } from './PriceDropNote';
import { cancelWatch, dropOf, useWatchOwner, useWatches, WATCH_CAP, type Watch } from '@/domain/watch-list';

/** "My alerts": every watched product or variant, what it cost when watched, any drop since, and Cancel. */
export function MyAlerts() {
  const t = useT();
  const owner = useWatchOwner();
  const { watches } = useWatches();

  if (watches.length === 0)
    return (
      <EmptyState
        icon="bell"
        headingLevel={2}
        title={t('No alerts yet')}
        description={t(
          'Tap “Notify me” on a product that is out of stock, or save one to your wishlist or compare list: we will tell you when it is back or its price drops.',
        )}
        action={
          <Button asChild variant="outline">
            <RouterLink to={paths.products.href()}>{t('Continue Shopping')}</RouterLink>
          </Button>
        }
      />
    );
  return (
    <Stack gap="3">
      <Text size="sm" tone="muted">
        {t('Alerts are kept in this browser (up to {count} products) and forgotten when you sign out.', {
          count: WATCH_CAP,
        })}
      </Text>
      <Stack as="ul" gap="3" aria-label={t('My alerts')}>
        {[...watches].reverse().map((watch) => (
          <AlertRow
            key={`${watch.productId}:${watch.variant ?? ''}`}
            watch={watch}
            onCancel={() => cancelWatch(owner, watch)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function AlertRow({ watch, onCancel }: { watch: Watch; onCancel: () => void }) {
  const t = useT();
  const money = useFormatMoney();
  const drop = dropOf(watch, watch.livePrice);
  const name = watch.variantName ? `${watch.name} (${watch.variantName})` : watch.name;
  return (
    <Panel as="li" padding="sm" aria-label={name}>
      <Box display="flex" gap="3" justifyContent="space-between" alignItems="flex-start" flexWrap="wrap">
        <Box minWidth={0} flex="fill">
          <Stack gap="1">
            <Link asChild underline="hover" tone="neutral">
              <RouterLink to={paths.product.href({ slug: watch.slug })}>
                <Text as="span" weight="semibold" truncate={2}>
                  {name}
                </Text>
              </RouterLink>
            </Link>
            <Text size="sm" tone="muted">
              {watch.reason === 'stock'
                ? t('Back in stock and price drops · {price} when watched', { price: money(watch.price) })
                : t('Price drops · {price} when saved', { price: money(watch.price) })}
            </Text>
            {drop !== null ? <PriceDropNote amount={drop} /> : null}
          </Stack>
        </Box>
        <Button
          size="sm"
          variant="outline"
          tone="critical"
          aria-label={`${t('Cancel alert')}: ${name}`}
          onClick={onCancel}
        >
          {t('Cancel alert')}
        </Button>
      </Box>
    </Panel>
  );
}
