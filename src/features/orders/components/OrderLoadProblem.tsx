import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { isApiError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { errorMessage, QueryError, type RetryableQuery } from '@/ui';

/**
 * A failed order load: the shop's refusal ("Order not found") is an answer, shown with a way to look the order
 * up; anything else (network, server) can be retried.
 */
export function OrderLoadProblem({ query }: { query: RetryableQuery }) {
  const t = useT();
  return (
    <Container>
      <Box paddingBlock="6">
        {isApiError(query.error) ? (
          <EmptyState
            icon="truck"
            headingLevel={2}
            title={t('Order not found')}
            description={errorMessage(query.error, t)}
            action={
              <Button asChild variant="outline">
                <RouterLink to={paths.trackOrder.href()}>{t('Track Order')}</RouterLink>
              </Button>
            }
          />
        ) : (
          <QueryError query={query} title={t('Your order could not be loaded')} />
        )}
      </Box>
    </Container>
  );
}
