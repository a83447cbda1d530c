import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Heading } from '@/design-system/components/Heading';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Stepper } from '@/design-system/components/Stepper';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { addressBookQueryOptions } from '@/domain/addresses';
import type { CartSummary } from '@/domain/cart';
import { QueryState } from '@/ui';
import { readChoice, writeChoice, isReady, type CheckoutChoice } from './checkout-steps';
import type { AddressFormSlot } from './components/AddressChoice';
import { DeliveryStep } from './components/DeliveryStep';
import { ReviewStep } from './components/ReviewStep';

export interface CheckoutScreenProps {
  AddressForm: AddressFormSlot;
  renderSummary: (summary: CartSummary, shippingNote?: ReactNode) => ReactNode;
}

/**
 * /checkout, for guests and signed-in shoppers: delivery (an address of the book or a pickup hub, billing
 * "same as shipping" or another), then review and confirm (one order per shop), then payment. Each step is a URL.
 */
export function CheckoutScreen({ AddressForm, renderSummary }: CheckoutScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const choice = readChoice(search);
  const book = useQuery(addressBookQueryOptions());
  const go = (next: CheckoutChoice) => setSearch(writeChoice(next));
  const review = choice.step === 'review' && book.data !== undefined && isReady(choice, book.data.addresses);
  const steps = [{ label: t('Delivery') }, { label: t('Review') }, { label: t('Payment') }];

  const body = (
    <QueryState
      query={book}
      pending={
        <Stack gap="4">
          <Skeleton shape="rect" width="100%" height="3rem" />
          <Skeleton shape="text" lines={4} />
          <Skeleton shape="rect" width="12rem" height="3rem" />
        </Stack>
      }
      pendingLabel={t('Loading the checkout')}
      errorTitle={t('The checkout could not be loaded')}
      isEmpty={(data) => data.carts.length === 0}
      empty={
        <EmptyState
          icon="cart"
          headingLevel={2}
          title={t('Your cart is empty')}
          description={t('Products you add to your cart will show up here.')}
          action={
            <Button asChild>
              <RouterLink to={paths.home.href()}>{t('Continue shopping')}</RouterLink>
            </Button>
          }
        />
      }
    >
      {(data) =>
        review ? (
          <ReviewStep
            book={data}
            choice={choice}
            onBack={() => go({ ...choice, step: 'delivery' })}
            onConfirmed={() => navigate(paths.payment.href())}
            renderSummary={renderSummary}
          />
        ) : (
          <DeliveryStep book={data} choice={choice} onContinue={go} AddressForm={AddressForm} />
        )
      }
    </QueryState>
  );

  return (
    <Container>
      <Box paddingBlock="6" maxWidth="container">
        <Stack gap="6">
          <Heading level={1} size="2xl">
            {t('Checkout')}
          </Heading>
          <Stepper
            label={t('Checkout progress')}
            completedLabel={t('completed')}
            current={review ? 1 : 0}
            steps={steps}
          />
          <Box maxWidth={{ mobile: 'full', desktop: 'container' }}>{body}</Box>
        </Stack>
      </Box>
    </Container>
  );
}
