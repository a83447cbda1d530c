// The start data as the app holds it: a query (GET /start-data) whose data feeds the storefront, so tests can see
// what patching or invalidating it does. Nest it inside `renderRoute`'s element; it overrides the static fixture.
import type { ReactNode } from 'react';
import { useGetStartData } from '@/api-generated/endpoints/start/start';
import { getGetStartDataMockHandler } from '@/api-generated/endpoints/start/start.msw';
import { StartData, type GetStartDataResponse } from '@/api-generated/model';
import { normaliseStartProps, type StartState } from '@/lib/start-data';
import { StorefrontProvider } from '@/lib/session';
import { startDataFixture } from './start-data';

export function LiveStartData({ children }: { children: ReactNode }) {
  const query = useGetStartData({ query: { staleTime: Infinity, refetchOnWindowFocus: false } });
  if (!query.data) return <p>Loading the shop…</p>;
  const start = { ...normaliseStartProps(StartData.parse(query.data)), lang_keywords: {} };
  return <StorefrontProvider start={start}>{children}</StorefrontProvider>;
}

/** `GET /start-data` answering with `current`, which a test may replace (what the server would say next). */
export function startDataServer(initial: StartState = startDataFixture()) {
  let current = initial;
  return {
    handler: getGetStartDataMockHandler(() => {
      const { lang_keywords: _keywords, ...props } = current;
      return props as GetStartDataResponse;
    }),
    set(next: StartState) {
      current = next;
    },
  };
}
