import { Suspense, useId, useState, type ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Checkbox } from '@/design-system/components/Checkbox';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import type { GetAddressesResponse } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { ContactValue, LoadFailureNote } from '@/ui';
import { pageOrAddressHref, paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { cartSummaryOf, groupBySeller, type CartSummary } from '@/domain/cart';
import { useConfirmOrder, useShippingCost } from '../api/checkout-queries';
import { secondWave } from '@/lib/lazy-part';
import { addressById, addressLine, type CheckoutChoice } from '../checkout-steps';
import { OwnWords } from '@/design-system/components/Text';

export interface ReviewStepProps {
  book: GetAddressesResponse;
  choice: CheckoutChoice;
  onBack: () => void;
  onConfirmed: () => void;
  /** The totals, drawn by the cart feature (the route passes it in), with what to say while shipping is unknown. */
  renderSummary: (summary: CartSummary, shippingNote?: ReactNode) => ReactNode;
}

// Each order's delivery promise comes in its own chunk (domain/delivery, DeliveryArrival.lazy).
const Arrival = secondWave(() =>
  import('@/domain/delivery/DeliveryArrival.lazy').then((module) => module.ReviewGroupArrival),
);

/** An agreement setting is a URL or a CMS page slug; an address that is not a safe link gives none. */
const agreementHref = (value: string) => pageOrAddressHref(value, (slug) => paths.staticPage.href({ slug }));

/** Step 2: where it goes, what it costs (shipping per the shop's rule), the privacy agreement, then confirm. */
export function ReviewStep({ book, choice, onBack, onConfirmed, renderSummary }: ReviewStepProps) {
  const t = useT();
  const headingId = useId();
  const { settings } = useStorefront();
  const confirm = useConfirmOrder();
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shipping = addressById(book.addresses, choice.ship);
  const billing = choice.bill === 'same' ? shipping : addressById(book.addresses, choice.bill);
  const hub = book.pickup_hubs?.find((h) => h.id === choice.hub);
  const pickup = choice.method === 'pickup';
  const areaBased = settings.shipping_fee_type === 'area_base';
  const areaCost = useShippingCost(shipping?.address_ids.city_id, areaBased && !pickup);
  // The city's shipping cost did not come: said with "Try again", and the order waits for it (its total is not known).
  const costFailed = areaBased && !pickup && areaCost.isError && areaCost.data === undefined;
  const agreement = settings.privacy_agreement?.trim() ?? '';

  const base = cartSummaryOf(book, settings);
  const shippingCost = pickup ? 0 : areaBased ? (areaCost.data?.shipping_cost ?? null) : base.shipping;
  const summary: CartSummary = {
    ...base,
    shipping: shippingCost,
    total: Math.max(0, base.total - (base.shipping ?? 0) + (shippingCost ?? 0)),
  };

  const submit = () => {
    if (agreement && !agreed) {
      setProblem(t('Please accept the privacy policy to place your order.'));
      return;
    }
    setProblem(null);
    confirm.mutate(
      pickup
        ? { checkout_method: 1, pick_hub_id: choice.hub, shipping_address: null, billing_address: null }
        : {
            checkout_method: 2,
            shipping_address: shipping ?? null,
            billing_address: billing ?? shipping ?? null,
          },
      { onSuccess: onConfirmed },
    );
  };

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby={headingId}>
        <Stack gap="2">
          <Heading level={2} size="md" id={headingId}>
            {pickup ? t('Pickup Point') : t('Shipping Address')}
          </Heading>
          {pickup && hub ? <Text>{[hub.name, hub.address].filter(Boolean).join(', ')}</Text> : null}
          {!pickup && shipping ? (
            <Text>
              {shipping.name}, {addressLine(shipping)} · <ContactValue value={shipping.phone_no} />
            </Text>
          ) : null}
          {!pickup && billing ? (
            <Text size="sm" tone="muted">
              {t('Billing Address')}:{' '}
              {choice.bill === 'same'
                ? t('Same as shipping address')
                : `${billing.name}, ${addressLine(billing)}`}
            </Text>
          ) : null}
          <Box>
            <Button variant="ghost" size="sm" onClick={onBack}>
              {t('Change')}
            </Button>
          </Box>
        </Stack>
      </Box>

      <Stack gap="2">
        {groupBySeller(book).map((group) => (
          <Box key={group.sellerId}>
            <Text weight="semibold">{group.shop?.name || t('Seller')}</Text>
            {group.lines.map((line) => (
              <Text key={line.id} size="sm" tone="muted">
                <OwnWords>{line.product_name}</OwnWords> × {line.quantity}
              </Text>
            ))}
            <Suspense fallback={null}>
              <Arrival lineIds={group.lines.map((line) => line.id)} />
            </Suspense>
          </Box>
        ))}
      </Stack>

      {renderSummary(
        summary,
        costFailed ? (
          <LoadFailureNote
            title={t('The shipping cost could not be calculated.')}
            error={areaCost.error}
            retrying={areaCost.isFetching}
            onRetry={() => void areaCost.refetch()}
          />
        ) : areaBased && !pickup ? (
          <Text size="sm" tone="muted" role="status">
            {t('Calculating the shipping cost…')}
          </Text>
        ) : undefined,
      )}

      {agreement ? (
        <Stack gap="1">
          <Checkbox
            label={t('I agree to the privacy policy')}
            checked={agreed}
            invalid={problem !== null}
            onCheckedChange={(checked) => setAgreed(checked === true)}
          />
          {agreementHref(agreement) ? (
            <Link href={agreementHref(agreement)} external externalLabel={t('(opens in a new tab)')}>
              {t('Privacy Policy')}
            </Link>
          ) : (
            <Text size="sm">{t('Privacy Policy')}</Text>
          )}
          {problem ? (
            <Text size="sm" tone="critical" role="alert">
              {problem}
            </Text>
          ) : null}
        </Stack>
      ) : null}

      <Inline gap="2">
        <Button variant="outline" onClick={onBack}>
          {t('Back')}
        </Button>
        <Button
          size="lg"
          loading={confirm.isPending}
          loadingLabel={t('Placing your order')}
          disabled={!pickup && areaBased && (areaCost.isPending || costFailed)}
          onClick={confirm.isPending ? undefined : submit}
        >
          {t('Confirm Order')}
        </Button>
      </Inline>
    </Stack>
  );
}
