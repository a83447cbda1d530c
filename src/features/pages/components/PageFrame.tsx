import type { ReactNode } from 'react';
import { Box, Container, ErrorState, Skeleton, Stack, VisuallyHidden } from '@/design-system';
import { isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';

/** A readable column for text pages. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Box paddingBlock="6" maxWidth="container">
        <Stack gap="6">{children}</Stack>
      </Box>
    </Container>
  );
}

export function PageError({
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
    <PageFrame>
      <ErrorState
        title={title}
        description={isHttpClientError(error) ? t(error.userMessage) : undefined}
        retryLabel={t('Try again')}
        retrying={retrying}
        onRetry={onRetry}
      />
    </PageFrame>
  );
}

/** A heading and paragraphs while the page loads. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <PageFrame>
      <Box aria-busy="true">
        <VisuallyHidden role="status">{label}</VisuallyHidden>
        <Stack gap="4">
          <Skeleton shape="text" width="50%" height="2rem" />
          <Skeleton shape="text" lines={6} />
        </Stack>
      </Box>
    </PageFrame>
  );
}
