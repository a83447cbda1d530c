import type { ReactNode } from 'react';
import { Box, Container, ErrorState, Stack } from '@/design-system';
import { isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';

/** The blog screens' page frame. */
export function BlogFrame({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">{children}</Stack>
      </Box>
    </Container>
  );
}

/** A load that failed: what went wrong, and a retry that keeps the page. */
export function BlogError({
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
      headingLevel={2}
      title={title}
      description={isHttpClientError(error) ? t(error.userMessage) : undefined}
      retryLabel={t('Try again')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
