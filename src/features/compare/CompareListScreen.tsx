import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { CompareItem } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { ComparisonTable } from '@/design-system/components/ComparisonTable';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Link } from '@/design-system/components/Link';
import { Price } from '@/design-system/components/Price';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Switch } from '@/design-system/components/Switch';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { toastTitle, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useAddToCartKeepingCount, useCartTrxId } from '@/domain/cart';
import { useWatchOwner } from '@/domain/watch-list';
import { forgetSavedItem, PriceDropNote, useSavedItemWatch } from '@/domain/watches';
import { useFormatMoney } from '@/domain/prices';
import { truthy } from '@/domain/prices';
import { compareListQueryOptions, ShareListButton, useRemoveCompared } from '@/domain/products';
import { QueryState } from '@/ui';
import { compareRows } from './compare-rows';
import { OwnWords } from '@/design-system/components/Text';

function Frame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Heading level={1} size="2xl">
            {t('Compare List')}
          </Heading>
          {children}
        </Stack>
      </Box>
    </Container>
  );
}

/** Add to cart at the minimum order; a product with options needs a choice on its page first. */
function BuyButton({ product }: { product: CompareItem }) {
  const t = useT();
  const { toast } = useToast();
  const addToCart = useAddToCartKeepingCount();
  const trxId = useCartTrxId();
  const productHref = paths.product.href({ slug: product.slug });
  if (truthy(product.has_variant)) {
    return (
      <Button asChild size="sm" variant="outline" tone="neutral">
        <RouterLink to={productHref} aria-label={t('Choose options: {name}', { name: product.product_name })}>
          {t('Choose options')}
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      iconStart="cart"
      loading={addToCart.isPending}
      loadingLabel={t('Adding to cart')}
      aria-label={t('Add to cart: {name}', { name: product.product_name })}
      onClick={() =>
        addToCart.mutate(
          {
            data: {
              id: product.id,
              quantity: Math.max(1, product.minimum_order_quantity),
              trx_id: trxId(),
            },
          },
          {
            onSuccess: (answer) =>
              toast({
                tone: 'success',
                title: toastTitle('success', t),
                description: answer.success ?? t('Added to cart'),
              }),
          },
        )
      }
    >
      {t('Add to Cart')}
    </Button>
  );
}

/** "Compare List" (/compare-list): the compared products side by side, their differences highlighted. */
export function CompareListScreen() {
  const t = useT();
  const query = useQuery(compareListQueryOptions());

  return (
    <Frame>
      <QueryState
        query={query}
        pending={
          <Stack gap="3">
            <Skeleton shape="rect" width="100%" height="12rem" />
            <Skeleton shape="text" width="100%" />
            <Skeleton shape="text" width="100%" />
          </Stack>
        }
        errorTitle={t('We could not load your compare list')}
        isEmpty={(data) => data.products.length === 0}
        empty={
          <EmptyState
            icon="compare"
            headingLevel={2}
            title={t('Your compare list is empty')}
            description={t('Add products with the compare button on any product to see them side by side.')}
            action={
              <Button asChild>
                <RouterLink to={paths.products.href()}>{t('Browse products')}</RouterLink>
              </Button>
            }
          />
        }
      >
        {(data) => <ComparedProducts products={data.products} />}
      </QueryState>
    </Frame>
  );
}

/** The compared products side by side, with "Differences only" and a way to remove each or buy it. */
function ComparedProducts({ products }: { products: CompareItem[] }) {
  const t = useT();
  const money = useFormatMoney();
  const remove = useRemoveCompared();
  const owner = useWatchOwner();
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const rows = compareRows(products, t, money);
  const canDiffer = products.length > 1;
  const shown = differencesOnly && canDiffer ? rows.filter((row) => row.differs) : rows;
  const removing = remove.isPending ? remove.variables : undefined;

  return (
    <>
      <Inline gap="4" align="between" alignY="center">
        <Text tone="muted">{t('Products compared: {n}', { n: products.length })}</Text>
        <ShareListButton kind="compare" items={products.map((product) => ({ slug: product.slug }))} />
        {canDiffer ? (
          <Switch
            label={t('Differences only')}
            checked={differencesOnly}
            onCheckedChange={setDifferencesOnly}
          />
        ) : null}
      </Inline>
      <ComparisonTable
        caption={t('Compared products')}
        hideCaption
        cornerLabel={t('Product')}
        differsLabel={t('Differs')}
        columns={products.map((product) => ({
          key: product.id,
          header: (
            <Stack gap="2">
              <RouterLink to={paths.product.href({ slug: product.slug })} tabIndex={-1} aria-hidden="true">
                <LazyImage src={product.image_190x230} alt="" width={95} height={115} radius="md" thumbnail />
              </RouterLink>
              <Link asChild>
                <RouterLink to={paths.product.href({ slug: product.slug })}>
                  <OwnWords>{product.product_name}</OwnWords>
                </RouterLink>
              </Link>
              <ComparedDrop product={product} />
              <Inline>
                <Button
                  size="sm"
                  variant="ghost"
                  tone="critical"
                  iconStart="trash"
                  loading={removing === product.id}
                  loadingLabel={t('Removing')}
                  aria-label={t('Remove {name}', { name: product.product_name })}
                  onClick={() =>
                    remove.mutate(product.id, { onSuccess: () => forgetSavedItem(owner, product.id) })
                  }
                >
                  {t('Remove')}
                </Button>
              </Inline>
            </Stack>
          ),
        }))}
        rows={[
          ...shown.map((row) => ({
            key: row.key,
            label: row.label,
            differs: row.differs,
            cells: row.values.map((value) =>
              value.text === null ? (
                <>
                  <Text tone="muted" aria-hidden="true">
                    —
                  </Text>
                  <VisuallyHidden>{t('Not given')}</VisuallyHidden>
                </>
              ) : row.key === 'price' && value.originalPrice ? (
                <Price
                  price={value.text}
                  originalPrice={value.originalPrice}
                  currentPriceLabel={t('Current price')}
                  originalPriceLabel={t('Original price')}
                  size="sm"
                />
              ) : (
                value.text
              ),
            ),
          })),
          {
            key: 'buy',
            label: t('Buy'),
            cells: products.map((product) => <BuyButton key={product.id} product={product} />),
          },
        ]}
      />
      {differencesOnly && shown.length === 0 ? (
        <Text tone="muted" role="status">
          {t('These products do not differ in what the shop tells about them.')}
        </Text>
      ) : null}
    </>
  );
}

/** "Price dropped by X" since the product was put on the list (issue 38 §1). */
function ComparedDrop({ product }: { product: CompareItem }) {
  const drop = useSavedItemWatch({
    productId: product.id,
    slug: product.slug,
    name: product.product_name,
    price: product.price,
    discount_percentage: product.discount_percentage,
    stock: null,
  });
  return drop === null ? null : <PriceDropNote amount={drop} />;
}
