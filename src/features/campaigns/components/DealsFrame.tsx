import type { ReactNode } from 'react';
import { Box, Container, ErrorState, Heading, LoadMore, Stack, VisuallyHidden } from '@/design-system';
import { isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';

/** A deals page: its heading, what sits beside it (a countdown), then the list. */
export function DealsFrame({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Box
            display="flex"
            flexDirection={{ mobile: 'column', tablet: 'row' }}
            gap="4"
            alignItems={{ mobile: 'flex-start', tablet: 'center' }}
            justifyContent="space-between"
          >
            <Heading level={1} size="2xl">
              {title}
            </Heading>
            {aside}
          </Box>
          {children}
        </Stack>
      </Box>
    </Container>
  );
}

export function DealsError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  return (
    <ErrorState
      title={title}
      description={isHttpClientError(error) ? t(error.userMessage) : undefined}
      retryLabel={t('Try again')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}

export function DealsLoading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {children}
    </Box>
  );
}

interface MoreProps {
  shown: number;
  total: number;
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  loadingLabel: string;
}

/** "Load more" under a deals list; a failed page is toasted by the client and the button stays for a retry. */
export function MoreDeals({ shown, total, query, loadingLabel }: MoreProps) {
  const t = useT();
  return (
    <LoadMore
      onLoadMore={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      hasMore={query.hasNextPage}
      label={t('Load more')}
      loadingLabel={loadingLabel}
      allLoadedLabel={t('Everything is shown')}
      progress={t('Showing {shown} of {total}', { shown, total })}
    />
  );
}
