import type { ReactNode } from 'react';
import { Box, Container, ErrorState, Heading, Stack } from '@/design-system';
import { isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';

export function VideoFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Heading level={1} size="2xl">
            {title}
          </Heading>
          {children}
        </Stack>
      </Box>
    </Container>
  );
}

export function VideoError({
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
