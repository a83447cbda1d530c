import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/http';
import { StorefrontProvider } from '@/lib/session';
import { I18nProvider } from '@/lib/i18n';
import { createRoutes } from './router';
import { notify } from './providers/toast-bridge';
import { translate } from './providers/current-translator';
import { StartDataGate } from './providers/StartDataGate';
import { ShopTheme } from './providers/ShopTheme';
import { AppErrorBoundary } from './shell/AppErrorBoundary';
import { DemoShopContext, type DemoShopControls } from './providers/demo-shop';
import { listenForPreloadErrors } from './shell/chunk-load';
import { watchSessionExpiry } from './providers/session-expiry';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  demoShop?: DemoShopControls;
  /**
   * A page the server rendered (docs/performance.md, "Server-rendered first screen"): the query client holding the
   * server's answers and a router whose first route is already loaded, so the first render is the server's markup.
   */
  hydrated?: { queryClient: QueryClient; router: BrowserRouter };
}

listenForPreloadErrors();

/** The app's query client: its errors toast in the shopper's words. */
export const createAppQueryClient = (): QueryClient => createQueryClient({ notify, t: translate });

/**
 * Everything between the query client and the router, shared by the browser (App) and the server's renderer
 * (src/app/server/render.tsx), so both render the same tree. `revealAtOnce`: the start state is already in the
 * cache (a server-rendered page), so the storefront shows in the first render instead of after an effect.
 */
export function AppFrame({
  queryClient,
  demoShop,
  revealAtOnce = false,
  children,
}: {
  queryClient: QueryClient;
  demoShop?: DemoShopControls;
  revealAtOnce?: boolean;
  children: ReactNode;
}) {
  return (
    <AppErrorBoundary>
      <DemoShopContext.Provider value={demoShop ?? null}>
        <QueryClientProvider client={queryClient}>
          <StartDataGate revealAtOnce={revealAtOnce}>
            {(start) => (
              <StorefrontProvider start={start}>
                <I18nProvider keywords={start.lang_keywords} language={start.active_language}>
                  <ShopTheme>{children}</ShopTheme>
                </I18nProvider>
              </StorefrontProvider>
            )}
          </StartDataGate>
        </QueryClientProvider>
      </DemoShopContext.Provider>
    </AppErrorBoundary>
  );
}

export function App({ demoShop, hydrated }: AppProps) {
  const [queryClient] = useState(() => hydrated?.queryClient ?? createAppQueryClient());
  // Created with the query client so route loaders start each screen's queries with the navigation (ADR 012).
  const router = useMemo(
    () =>
      hydrated?.router ??
      createBrowserRouter(createRoutes(queryClient), { basename: import.meta.env.BASE_URL }),
    [queryClient, hydrated],
  );
  useEffect(() => watchSessionExpiry(queryClient, router), [queryClient, router]);

  return (
    <AppFrame queryClient={queryClient} demoShop={demoShop} revealAtOnce={hydrated !== undefined}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
