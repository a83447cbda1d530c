import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { ErrorState } from '@/design-system/components/ErrorState';
import { isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';

/**
 * A failed order load: the shop's refusal ("Order not found") is an answer, shown with a way to look the order
 * up; anything else (network, server) can be retried.
 */
export function OrderLoadProblem({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  const refused = isHttpClientError(error) && error.kind === 'business';
  return (
    <Container>
      <Box paddingBlock="6">
        {refused ? (
          <EmptyState
            icon="truck"
            headingLevel={2}
            title={t('Order not found')}
            description={error.userMessage}
            action={
              <Button asChild variant="outline">
                <RouterLink to={paths.trackOrder.href()}>{t('Track Order')}</RouterLink>
              </Button>
            }
          />
        ) : (
          <ErrorState
            title={t('Your order could not be loaded')}
            description={isHttpClientError(error) ? t(error.userMessage) : undefined}
            retryLabel={t('Try again')}
            retrying={retrying}
            onRetry={onRetry}
          />
        )}
      </Box>
    </Container>
  );
}
