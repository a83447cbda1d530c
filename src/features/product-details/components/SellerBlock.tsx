import { Heading } from '@/design-system/components/Heading';
import { Link } from '@/design-system/components/Link';
import { Panel } from '@/design-system/components/Panel';
import { Rating } from '@/design-system/components/Rating';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import type { ProductDetails } from '../purchase';

/** Who sells it, with a link to the shop. Products the shop sells itself have no seller block. */
export function SellerBlock({ seller }: { seller: NonNullable<ProductDetails['seller']> }) {
  const { t, plural, formatDate } = useI18n();
  const rating = seller.rating ?? seller.rating_count ?? null;
  return (
    <Panel as="section" aria-label={t('Seller')}>
      <Stack gap="2">
        <Text size="sm" tone="muted">
          {t('Sold by')}
        </Text>
        <Heading level={2} size="md">
          <Link asChild>
            <RouterLink to={paths.shop.href({ slug: seller.slug })}>{seller.shop_name}</RouterLink>
          </Link>
        </Heading>
        {typeof rating === 'number' ? (
          <Rating value={rating} label={t('{rating} out of 5', { rating })} size="sm" />
        ) : null}
        {seller.total_products !== undefined ? (
          <Text size="sm" tone="muted">
            {plural('products', seller.total_products)}
          </Text>
        ) : null}
        {seller.join_date ? (
          <Text size="sm" tone="muted">
            {t('Member since {date}', { date: formatDate(seller.join_date) })}
          </Text>
        ) : null}
      </Stack>
    </Panel>
  );
}
