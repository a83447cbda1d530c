import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Inline } from '@/design-system/components/Inline';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useFormatMoney } from '@/domain/prices';
import type { SharedItemState } from './shared-items';
import { OwnWords } from '@/design-system/components/Text';

export interface RowNote {
  tone: 'positive' | 'critical';
  text: string;
}

/** One shared product: picture, name (linked), variant, price, and whether it can be bought now. */
export function SharedItemRow({
  state,
  note,
  onRetry,
}: {
  state: SharedItemState | 'error';
  note?: RowNote;
  onRetry: () => void;
}) {
  const t = useT();
  const money = useFormatMoney();
  if (state === 'error' || state.kind === 'gone') {
    return (
      <Box
        role="listitem"
        padding="3"
        borderStyle="solid"
        borderWidth="hairline"
        borderColor="border"
        borderRadius="md"
      >
        <Inline gap="3" align="between" alignY="center">
          <Text tone="muted">
            {state === 'error'
              ? t('This product could not be loaded')
              : t('This product is no longer available')}
          </Text>
          {state === 'error' ? (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              {t('Try again')}
            </Button>
          ) : null}
        </Inline>
      </Box>
    );
  }
  const { product } = state;
  const variant = 'variant' in state ? state.variant : undefined;
  const status =
    state.kind === 'buyable'
      ? { tone: 'positive' as const, text: t('In stock') }
      : state.kind === 'outOfStock'
        ? { tone: 'critical' as const, text: t('Out of stock') }
        : state.kind === 'notOnline'
          ? { tone: 'muted' as const, text: t('This product cannot be bought online') }
          : { tone: 'caution' as const, text: t('Choose the options on its page') };
  const image = product.gallery.small[0] ?? null;
  return (
    <Box
      role="listitem"
      padding="3"
      borderStyle="solid"
      borderWidth="hairline"
      borderColor="border"
      borderRadius="md"
    >
      <Inline gap="3" alignY="top" wrap={false}>
        {image ? <LazyImage src={image} alt="" width={56} height={56} radius="md" thumbnail /> : null}
        <Box flex="fill" minWidth={0}>
          <Stack gap="1">
            <Link asChild tone="neutral" underline="hover">
              <RouterLink to={paths.product.href({ slug: product.slug })}>
                <OwnWords>{product.product_name}</OwnWords>
              </RouterLink>
            </Link>
            {variant ? (
              <Text size="sm" tone="muted">
                {variant}
              </Text>
            ) : null}
            <Text size="sm" weight="semibold" tabular>
              {money(product.discount_percentage > 0 ? product.discount_percentage : product.price)}
            </Text>
            <Text size="sm" tone={status.tone}>
              {status.text}
            </Text>
            {note ? (
              <Text size="sm" tone={note.tone}>
                {note.text}
              </Text>
            ) : null}
          </Stack>
        </Box>
      </Inline>
    </Box>
  );
}
