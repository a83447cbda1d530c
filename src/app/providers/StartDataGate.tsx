import { useEffect, useMemo, type ReactNode } from 'react';
import { useGetStartData } from '@/api-generated/endpoints/settings/settings';
import { StartData } from '@/api-generated/model';
import { readStartData } from '@/lib/start-data';
import { setCsrfToken } from '@/lib/http';
import { Container, ErrorState, Skeleton, Stack } from '@/design-system';

/**
 * Start data (spec §1) is the shop's shared state: settings, languages, currencies, user, counts, menus. The real
 * backend renders it into the page; otherwise (the demo shop) it is fetched once from `GET /start-data`.
 * It stays a query so login, logout or a currency change can refresh it with one invalidation.
 */
export function StartDataGate({ children }: { children: (start: StartData) => ReactNode }) {
  const embedded = useMemo(() => readStartData(StartData), []);
  const query = useGetStartData({
    query: { initialData: embedded ?? undefined, staleTime: Infinity, refetchOnWindowFocus: false },
  });

  const token = query.data?.csrf_token;
  useEffect(() => {
    if (token) setCsrfToken(token);
  }, [token]);

  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Container>
        <ErrorState
          title="The shop could not be loaded"
          description="Check your connection and try again."
          retryLabel="Try again"
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  return (
    <Container>
      <Stack gap="4">
        <span role="status">Loading the shop…</span>
        <Skeleton shape="text" lines={3} />
      </Stack>
    </Container>
  );
}
