import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  Box,
  Button,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  Skeleton,
  Stack,
  Stepper,
  VisuallyHidden,
} from '@/design-system';
import { isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import type { CartSummary } from '@/lib/storefront/cart-totals';
import { checkoutQueries } from './api/checkout-queries';
import { readChoice, writeChoice, isReady, type CheckoutChoice } from './checkout-steps';
import type { AddressFormSlot } from './components/AddressChoice';
import { DeliveryStep } from './components/DeliveryStep';
import { ReviewStep } from './components/ReviewStep';

export interface CheckoutScreenProps {
  AddressForm: AddressFormSlot;
  renderSummary: (summary: CartSummary) => ReactNode;
}

function CheckoutSkeleton() {
  const t = useT();
  return (
    <Stack gap="4" aria-busy="true">
      <VisuallyHidden role="status">{t('Loading the checkout')}</VisuallyHidden>
      <Skeleton shape="rect" width="100%" height="3rem" />
      <Skeleton shape="text" lines={4} />
      <Skeleton shape="rect" width="12rem" height="3rem" />
    </Stack>
  );
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
  const book = useQuery({ ...checkoutQueries().book, meta: { errorToast: false } });
  const go = (next: CheckoutChoice) => setSearch(writeChoice(next));
  const review = choice.step === 'review' && book.data !== undefined && isReady(choice, book.data.addresses);
  const steps = [{ label: t('Delivery') }, { label: t('Review') }, { label: t('Payment') }];

  let body: ReactNode;
  if (book.isPending) body = <CheckoutSkeleton />;
  else if (book.isError) {
    body = (
      <ErrorState
        title={t('The checkout could not be loaded')}
        description={isHttpClientError(book.error) ? t(book.error.userMessage) : undefined}
        retryLabel={t('Try again')}
        retrying={book.isFetching}
        onRetry={() => void book.refetch()}
      />
    );
  } else if (book.data.carts.length === 0) {
    body = (
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
    );
  } else if (review) {
    body = (
      <ReviewStep
        book={book.data}
        choice={choice}
        onBack={() => go({ ...choice, step: 'delivery' })}
        onConfirmed={() => navigate(paths.payment.href())}
        renderSummary={renderSummary}
      />
    );
  } else {
    body = <DeliveryStep book={book.data} choice={choice} onContinue={go} AddressForm={AddressForm} />;
  }

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
