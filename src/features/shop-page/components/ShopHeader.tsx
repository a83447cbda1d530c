import type { GetShopPageResponse } from '@/api-generated/model';
import { Link as RouterLink } from 'react-router';
import { Avatar } from '@/design-system/components/Avatar';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Rating } from '@/design-system/components/Rating';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useI18n, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { FollowButton } from './FollowButton';
import { OwnWords } from '@/design-system/components/Text';

type Shop = GetShopPageResponse['shop'];

/** The shop's banner, logo, name, tagline, rating, size and age, and the follow button. */
export function ShopHeader({ shop }: { shop: Shop }) {
  const t = useT();
  const { plural, formatDate } = useI18n();
  return (
    <Stack gap="4">
      <Box borderRadius="lg" overflow="hidden">
        <LazyImage src={shop.image_899x480} alt="" width={3} height={1} priority />
      </Box>
      <Box
        display="flex"
        flexDirection={{ mobile: 'column', tablet: 'row' }}
        gap="4"
        alignItems={{ mobile: 'flex-start', tablet: 'center' }}
      >
        <Avatar name={shop.shop_name} src={shop.image_82x82} size="xl" shape="square" decorative />
        <Box flex="fill" minWidth={0}>
          <Stack gap="2">
            <Heading level={1} size="2xl">
              <OwnWords>{shop.shop_name}</OwnWords>
            </Heading>
            {shop.shop_tagline ? (
              <Text tone="muted" dir="auto">
                {shop.shop_tagline}
              </Text>
            ) : null}
            <Inline gap="4">
              <Rating
                value={shop.rating_count}
                label={t('{rating} out of 5', { rating: shop.rating_count.toFixed(1) })}
                count={plural('reviews', shop.reviews_count)}
                size="sm"
              />
              <Text size="sm">{plural('products', shop.total_products)}</Text>
              <Text size="sm" tone="muted">
                {t('Joined')} {formatDate(shop.join_date)}
              </Text>
            </Inline>
          </Stack>
        </Box>
        <Inline gap="3">
          <Button asChild variant="outline" tone="neutral">
            <RouterLink to={paths.contact.href(undefined, { seller: String(shop.id) })}>
              {t('Contact the seller')}
            </RouterLink>
          </Button>
          <FollowButton target={{ shopId: shop.id, sellerUserId: shop.user_id }} shopName={shop.shop_name} />
        </Inline>
      </Box>
    </Stack>
  );
}
