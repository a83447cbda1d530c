import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { IconButton } from '@/design-system/components/IconButton';
import { Inline } from '@/design-system/components/Inline';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Link } from '@/design-system/components/Link';
import { Price } from '@/design-system/components/Price';
import { QuantityStepper } from '@/design-system/components/QuantityStepper';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import type { CartLineOutput } from '@/api-generated/model';
import { usePlural, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { lineTotal, unitPrice } from '@/domain/cart';
import { useFormatMoney } from '@/domain/prices';
import { OwnWords } from '@/design-system/components/Text';

export interface CartLineItemProps {
  line: CartLineOutput;
  /** Step the quantity by one; called once per step the shopper asked for. */
  onStep: (delta: 1 | -1) => void;
  onRemove: () => void;
  /** A request for this line is on its way: the remove button shows it. */
  busy?: boolean;
}

/** One cart line: picture, name, variant, unit price, quantity, line total and a remove button. */
export function CartLineItem({ line, onStep, onRemove, busy = false }: CartLineItemProps) {
  const t = useT();
  const plural = usePlural();
  const money = useFormatMoney();
  const digital = line.is_digital_product === 1;
  const hasDiscount = line.discount > 0;

  const changeQuantity = (next: number) => {
    const steps = next - line.quantity;
    const delta = steps > 0 ? 1 : -1;
    // The server only steps by one; a typed quantity becomes several steps, sent in order.
    for (let i = 0; i < Math.abs(steps); i += 1) onStep(delta);
  };

  return (
    <Box role="listitem" paddingBlock="3">
      <Inline gap="4" alignY="top" wrap={false}>
        <Box flexShrink={0}>
          <LazyImage src={line.image_72x72} alt="" width={72} height={72} radius="md" thumbnail />
        </Box>
        <Box flex="fill" minWidth={0}>
          <Stack gap="2">
            <Link asChild tone="neutral" underline="hover">
              <RouterLink to={paths.product.href({ slug: line.product_slug })}>
                <OwnWords>{line.product_name}</OwnWords>
              </RouterLink>
            </Link>
            {line.variant || line.sku ? (
              <Text size="sm" tone="muted">
                {line.variant || line.sku}
              </Text>
            ) : null}
            <Inline gap="1" alignY="baseline">
              <Text as="span" size="sm" tone="muted">
                {t('Unit price')}:
              </Text>
              {hasDiscount ? (
                <Price
                  size="sm"
                  price={money(unitPrice(line))}
                  originalPrice={money(line.price)}
                  currentPriceLabel={t('Current price')}
                  originalPriceLabel={t('Original price')}
                />
              ) : (
                <Price size="sm" price={money(line.price)} />
              )}
            </Inline>
            <Inline gap="4" align="between" alignY="center">
              {digital ? (
                <Text size="sm">
                  {t('Quantity')}: {line.quantity}
                </Text>
              ) : (
                <QuantityStepper
                  size="sm"
                  aria-label={`${t('Quantity')}, ${line.product_name}`}
                  value={line.quantity}
                  min={line.min_quantity}
                  max={line.current_stock}
                  onChange={changeQuantity}
                  decrementLabel={`${t('Decrease quantity')}, ${line.product_name}`}
                  incrementLabel={`${t('Increase quantity')}, ${line.product_name}`}
                  minMessage={t('Please order minimum of {n}', { n: line.min_quantity })}
                  maxMessage={plural('items_available', line.current_stock)}
                />
              )}
              <Inline gap="2" alignY="center">
                <Text as="span" weight="semibold" tabular>
                  <VisuallyHidden>{t('Line total')}: </VisuallyHidden>
                  {money(lineTotal(line))}
                </Text>
                <IconButton
                  icon="trash"
                  label={`${t('Remove')} ${line.product_name}`}
                  tone="critical"
                  size="sm"
                  aria-disabled={busy || undefined}
                  onClick={busy ? undefined : onRemove}
                />
              </Inline>
            </Inline>
          </Stack>
        </Box>
      </Inline>
    </Box>
  );
}
