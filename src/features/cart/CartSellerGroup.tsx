import { Suspense, useId } from 'react';
import { Avatar } from '@/design-system/components/Avatar';
import { Box } from '@/design-system/components/Box';
import { Divider } from '@/design-system/components/Divider';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Panel } from '@/design-system/components/Panel';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { useFormatMoney } from '@/domain/prices';
import { sellerGroupTotals, type SellerGroup } from '@/lib/cart';
import { secondWave } from '@/lib/lazy-part';
import { CartLineItem } from './CartLineItem';
import { SummaryRow } from './SummaryRow';

export interface CartSellerGroupProps {
  group: SellerGroup;
  onStep: (lineId: number, delta: 1 | -1) => void;
  onRemove: (lineId: number) => void;
  /** Id of the line being removed, if any. */
  removingLineId?: number;
  /** 2 on the cart page; 3 inside the mini-cart, under its title. */
  headingLevel?: 2 | 3;
}

// The delivery promise comes in its own chunk (ui/DeliveryArrival), after the lines.
const Arrival = secondWave(() =>
  import('@/ui/DeliveryArrival/DeliveryArrival').then((module) => module.CartGroupArrival),
);

/**
 * The lines of one seller under the shop's name and logo, then that seller's shipping, tax and coupon: each seller
 * ships and bills separately (one order per seller at checkout); when it arrives, as far as its products say.
 */
export function CartSellerGroup({
  group,
  onStep,
  onRemove,
  removingLineId,
  headingLevel = 2,
}: CartSellerGroupProps) {
  const t = useT();
  const headingId = useId();
  const money = useFormatMoney();
  const { settings } = useStorefront();
  const shopName = group.shop?.name || t('Seller');
  const totals = sellerGroupTotals(group, settings);
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Stack gap="2">
        <Inline gap="2" alignY="center">
          <Avatar name={shopName} src={group.shop?.image ?? undefined} size="sm" shape="square" decorative />
          <Heading level={headingLevel} size="md" id={headingId}>
            {shopName}
          </Heading>
        </Inline>
        <Suspense fallback={null}>
          <Arrival lines={group.lines} />
        </Suspense>
        <Box role="list">
          {group.lines.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              onStep={(delta) => onStep(line.id, delta)}
              onRemove={() => onRemove(line.id)}
              busy={removingLineId === line.id}
            />
          ))}
        </Box>
        <Divider />
        <Box role="group" aria-label={`${t('From this shop')}, ${shopName}`}>
          <Stack as="dl" gap="1">
            {totals.shipping !== null ? (
              <SummaryRow term={t('Shipping')} size="sm">
                {money(totals.shipping)}
              </SummaryRow>
            ) : null}
            {totals.tax > 0 ? (
              <SummaryRow term={t('Tax')} size="sm">
                {money(totals.tax)}
              </SummaryRow>
            ) : null}
            {totals.couponDiscount > 0 ? (
              <SummaryRow
                term={totals.couponCode ? `${t('Coupon')} (${totals.couponCode})` : t('Coupon')}
                size="sm"
              >
                −{money(totals.couponDiscount)}
              </SummaryRow>
            ) : null}
            <SummaryRow term={t('Shop total')} size="sm" strong>
              {money(totals.total)}
            </SummaryRow>
          </Stack>
        </Box>
      </Stack>
    </Panel>
  );
}
