import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { Container, ErrorState, Text } from '@/design-system';
import { isContractError, isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { ChunkLoadError, reloadOnce } from './chunk-load';
import { NotFoundScreen } from '../routes/not-found';

/** Every route's error element: a recoverable message inside the layout, so header and cart stay usable. */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const reported = useRef(false);

  const isChunk = error instanceof ChunkLoadError;
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    console.error('[route]', error);
    // A missing chunk after a deploy: reload once to fetch the new build (never in a loop).
    if (isChunk) reloadOnce();
  }, [error, isChunk]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;

  const retry = () => {
    if (isChunk) window.location.reload();
    else
      void navigate(`${location.pathname}${location.search}`, {
        replace: true,
        state: { retry: Date.now() },
      });
  };

  let title = t('Something went wrong');
  let description: string = t('This part of the page could not be shown. Please try again.');
  if (isChunk) {
    title = t('A new version of the shop is available');
    description = error.message;
  } else if (isContractError(error)) {
    description = t('The shop sent data we could not read. Please try again later.');
  } else if (isHttpClientError(error)) {
    description = error.userMessage;
  }

  const body = (
    <ErrorState
      title={title}
      description={
        <Text as="span" tone="muted">
          {description}
        </Text>
      }
      retryLabel={isChunk ? t('Reload') : t('Try again')}
      onRetry={retry}
    />
  );
  return fullPage ? <Container>{body}</Container> : body;
}
