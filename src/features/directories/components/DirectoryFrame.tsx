import type { ReactNode } from 'react';
import { Box, Container, ErrorState, Heading, Skeleton, Stack, VisuallyHidden } from '@/design-system';
import { isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';

/** A directory page: its heading, an optional toolbar, then the list in whatever state it is. */
export function DirectoryFrame({
  title,
  toolbar,
  children,
}: {
  title: string;
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Heading level={1} size="2xl">
            {title}
          </Heading>
          {toolbar}
          {children}
        </Stack>
      </Box>
    </Container>
  );
}

/** The first page could not be read: say so, with a retry. */
export function DirectoryError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
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

/** The list's layout while its first page loads, announced once. */
export function DirectoryLoading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {children}
    </Box>
  );
}

/** One tile's shape while it loads: a picture and a line of text. */
export function TileSkeleton({ height = '6rem' }: { height?: string }) {
  return (
    <Stack gap="2">
      <Skeleton shape="rect" width="100%" height={height} />
      <Skeleton shape="text" width="70%" />
    </Stack>
  );
}
