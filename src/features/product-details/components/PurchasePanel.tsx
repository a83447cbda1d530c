import { useNavigate } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Inline } from '@/design-system/components/Inline';
import { QuantityStepper } from '@/design-system/components/QuantityStepper';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { payablePrice } from '@/domain/watch-list';
import { NotifyMe } from '@/domain/watches';
import { usePlural, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { truthy } from '@/domain/prices';
import {
  hasVariants,
  stockLine,
  tierFor,
  wholesaleTiers,
  type AttributeName,
  selectedValueIds,
  type ProductDetails,
} from '../purchase';
import { usePurchaseForm } from '../use-purchase-form';
import { DeliveryFacts } from './DeliveryFacts';
import { PriceBlock } from './PriceBlock';
import { VariantPicker } from './VariantPicker';
import { WholesalePrices } from './WholesalePrices';

interface PurchasePanelProps {
  product: ProductDetails;
  attributes: readonly AttributeName[];
  /** Frozen clock (stories); the discount countdown ticks live without it. */
  now?: number;
  /** The quick view leaves Buy Now to the product page. */
  buyNow?: boolean;
}

/**
 * Price (of the chosen variant, or of the wholesale tier of the chosen quantity), stock as the product's setting
 * allows, variant choice, quantity, the Add to Cart / Buy Now buttons and how it is delivered. Digital products are
 * one download: no stock, no quantity.
 */
export function PurchasePanel({ product, attributes, now, buyNow = true }: PurchasePanelProps) {
  const t = useT();
  const plural = usePlural();
  const navigate = useNavigate();
  const form = usePurchaseForm(product, attributes);
  const { variant, bounds } = form;
  const row = variant?.status === 'available' ? variant.row : null;
  const tiers = wholesaleTiers(product);
  const tier = tierFor(tiers, form.quantity);
  const priced = row
    ? { ...product, price: row.price, discount_percentage: row.discount_percentage }
    : tier
      ? { ...product, price: tier.price, special_discount_check: 0, discount_percentage: 0 }
      : product;
  const digital = truthy(product.is_digital);
  const stock = variant ? (row?.current_stock ?? 0) : product.current_stock;
  const line = variant?.status === 'checking' || digital ? null : stockLine(product, stock);
  // Out of stock (the product, or the chosen variant): "Notify me" stands where Add to Cart was (issue 38 §1).
  const soldOut = !digital && variant?.status !== 'checking' && stock <= 0;
  const variantKey = variant
    ? (row?.variant_ids ??
      [form.selection.colorId, ...selectedValueIds(form.selection, form.choices)].filter(Boolean).join('-'))
    : null;

  return (
    <Stack gap="5">
      <PriceBlock
        priced={priced}
        product={tier ? priced : product}
        now={now}
        busy={variant?.status === 'checking'}
      />
      {tiers.length > 0 ? <WholesalePrices tiers={tiers} applied={tier} /> : null}
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
      {digital ? null : (
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
      )}
      {soldOut ? (
        <NotifyMe
          watch={{
            productId: product.id,
            slug: product.slug,
            name: product.product_name,
            variant: variantKey,
            variantName: row?.name ?? null,
            price: payablePrice(priced),
            stock,
          }}
        />
      ) : (
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
      )}
      <DeliveryFacts product={product} />
      <VisuallyHidden role="status">{form.added ? t('Added to cart') : ''}</VisuallyHidden>
    </Stack>
  );
}
