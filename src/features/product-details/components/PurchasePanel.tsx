import { useNavigate } from 'react-router';
import { Box, Button, Inline, QuantityStepper, Stack, Text, VisuallyHidden } from '@/design-system';
import { usePlural, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { hasVariants, stockLine, type AttributeName, type ProductDetails } from '../purchase';
import { usePurchaseForm } from '../use-purchase-form';
import { PriceBlock } from './PriceBlock';
import { VariantPicker } from './VariantPicker';

interface PurchasePanelProps {
  product: ProductDetails;
  attributes: readonly AttributeName[];
  /** Frozen clock (stories); the discount countdown ticks live without it. */
  now?: number;
  /** The quick view leaves Buy Now to the product page. */
  buyNow?: boolean;
}

/** Price, stock, variant choice, quantity, and the Add to Cart / Buy Now buttons. */
export function PurchasePanel({ product, attributes, now, buyNow = true }: PurchasePanelProps) {
  const t = useT();
  const plural = usePlural();
  const navigate = useNavigate();
  const form = usePurchaseForm(product, attributes);
  const { variant, bounds } = form;
  const row = variant?.status === 'available' ? variant.row : null;
  const priced = row
    ? { ...product, price: row.price, discount_percentage: row.discount_percentage }
    : product;
  const stock = variant ? (row?.current_stock ?? 0) : product.current_stock;
  const line = variant?.status === 'checking' ? null : stockLine(product, stock);

  return (
    <Stack gap="5">
      <PriceBlock priced={priced} product={product} now={now} busy={variant?.status === 'checking'} />
      <Stack gap="1">
        {line ? (
          <Text weight="semibold" tone={line.tone}>
            {line.tone === 'critical'
              ? t('Stock Out')
              : line.count === null
                ? t('In stock')
                : plural('in_stock', line.count)}
          </Text>
        ) : variant?.status === 'unavailable' ? (
          <Text weight="semibold" tone="critical">
            {t('Stock Out')}
          </Text>
        ) : null}
        {row?.sku ? (
          <Text size="sm" tone="muted">
            {t('SKU: {sku}', { sku: row.sku })}
          </Text>
        ) : null}
      </Stack>
      {hasVariants(product) ? (
        <VariantPicker
          product={product}
          choices={form.choices}
          selection={form.selection}
          onChange={form.choose}
        />
      ) : null}
      <Box width="fit">
        <QuantityStepper
          aria-label={t('Quantity')}
          value={form.quantity}
          onChange={form.setQuantity}
          min={bounds.min}
          max={Math.max(bounds.min, bounds.max)}
          disabled={!form.orderable}
          decrementLabel={t('Decrease quantity')}
          incrementLabel={t('Increase quantity')}
          minMessage={t('Please order minimum of {count}', { count: bounds.min })}
          maxMessage={plural('items_available', bounds.max)}
        />
      </Box>
      <Inline gap="3">
        <Button
          size="lg"
          iconStart={form.added ? 'check' : 'cart'}
          tone={form.added ? 'positive' : 'accent'}
          disabled={!form.orderable && !form.adding}
          loading={form.adding}
          loadingLabel={t('Adding to cart')}
          onClick={() => void form.addToCart()}
        >
          {form.added ? t('Added to cart') : t('Add to Cart')}
        </Button>
        {buyNow ? (
          <Button
            size="lg"
            variant="outline"
            disabled={!form.orderable || form.adding}
            onClick={() =>
              void form.addToCart().then((cart) => {
                if (cart) void navigate(paths.checkout.href());
              })
            }
          >
            {t('Buy Now')}
          </Button>
        ) : null}
      </Inline>
      <VisuallyHidden role="status">{form.added ? t('Added to cart') : ''}</VisuallyHidden>
    </Stack>
  );
}
