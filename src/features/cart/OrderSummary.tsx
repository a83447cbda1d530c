import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import type { CartSummary } from '@/domain/cart';
import { SummaryTotals } from './SummaryTotals';

export interface OrderSummaryProps {
  summary: CartSummary;
  /** Extra content under the totals, e.g. the coupon box. */
  children?: ReactNode;
}

/** Subtotal, discounts, tax, shipping (unless it depends on the delivery city) and the total. */
export function OrderSummary({ summary, children }: OrderSummaryProps) {
  const t = useT();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} padding="4" background="surfaceRaised" borderRadius="md">
      <Stack gap="4">
        <Heading level={2} size="lg" id={headingId}>
          {t('Order summary')}
        </Heading>
        <SummaryTotals summary={summary} />
        {children}
        <Button asChild fullWidth size="lg">
          <RouterLink to={paths.checkout.href()}>{t('Proceed to checkout')}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
