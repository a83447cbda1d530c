import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Heading } from '@/design-system/components/Heading';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useFormatMoney } from '@/domain/prices';
// From the folder's face, as the screens import it: one shared chunk for all of it, one name in the route map.
import { markNoticesSeen, useWatchOwner, useWatches, type WatchNotice } from '@/domain/watch-list';

/** What a notice says, in the shopper's words (the bell, the toast). */
export function useNoticeText() {
  const t = useT();
  const money = useFormatMoney();
  return (notice: WatchNotice): string => {
    const product = notice.variantName ? `${notice.name} (${notice.variantName})` : notice.name;
    return notice.kind === 'restock' || notice.amount === null
      ? t('{product} is back in stock', { product })
      : t('{product}: price dropped by {amount}', { product, amount: money(notice.amount) });
  };
}

/**
 * The bell's local half: price drops and restocks of watched products, newest first, each a link to its product.
 * Opening the bell shows them, so they count as seen from then on. Nothing when there are none.
 */
export default function WatchNoticeList({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const owner = useWatchOwner();
  const { notices } = useWatches();
  const text = useNoticeText();
  const unseen = notices.some((notice) => !notice.seen);

  useEffect(() => {
    if (unseen) markNoticesSeen(owner);
  }, [owner, unseen]);
  if (notices.length === 0) return null;

  return (
    <Stack gap="2">
      <Heading level={3} size="sm">
        {t('Price and stock alerts')}
      </Heading>
      <Stack as="ul" gap="2" aria-label={t('Price and stock alerts')}>
        {notices.slice(0, 6).map((notice) => (
          <li key={notice.id}>
            <Link asChild underline="hover" tone="neutral">
              <RouterLink to={paths.product.href({ slug: notice.slug })} onClick={onNavigate}>
                <Text as="span" size="sm" weight={notice.seen ? 'regular' : 'semibold'}>
                  {text(notice)}
                </Text>
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
      <Link asChild>
        <RouterLink to={paths.alerts.href()} onClick={onNavigate}>
          {t('My alerts')}
        </RouterLink>
      </Link>
    </Stack>
  );
}
