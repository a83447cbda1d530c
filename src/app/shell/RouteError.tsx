import { lazy, Suspense, useEffect, useRef } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { Container } from '@/design-system/components/Container';
import { ErrorState } from '@/design-system/components/ErrorState';
import { Text } from '@/design-system/components/Text';
import { isContractError, isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { reportError } from '@/lib/telemetry';
import { ChunkLoadError, loadChunk, reloadOnce } from './chunk-load';

// A loader's 404 shows the not-found route's own screen, loaded when needed: it stays out of the first route (ADR
// 046). Should that chunk fail to load, the ChunkLoadError goes to the parent route's error element.
const NotFoundScreen = lazy(() =>
  loadChunk('not-found', () => import('../routes/not-found'))().then((mod) => ({
    default: mod.NotFoundScreen,
  })),
);

/** Every route's error element: a recoverable message inside the layout, so header and cart stay usable. */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef<unknown>(undefined);

  const isChunk = error instanceof ChunkLoadError;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (handled.current === error) return;
    handled.current = error;
    // A loader's failure reaches no React boundary, so the element that shows it reports it; a render error, which
    // React's root callbacks report too, is still sent once. An address the shop does not have is no fault.
    if (!notFound) reportError(error, 'route');
    // A missing chunk after a deploy: reload once to fetch the new build (never in a loop).
    if (isChunk) reloadOnce();
  }, [error, isChunk, notFound]);

  if (notFound)
    return (
      <Suspense fallback={null}>
        <NotFoundScreen />
      </Suspense>
    );

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
