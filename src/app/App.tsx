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

export interface AppProps {
  demoShop?: DemoShopControls;
  /**
   * Server rendering only (a build with VITE_SERVER_RENDER=on; docs/performance.md, "Server-rendered first
   * screen"): the query client holding the server's answers, and the router a hydrating page starts with
   * (src/app/shell/hydration.tsx) or, on the server, its static router as `children` (src/app/server/render.tsx).
   * Other builds drop it: the drop-in's first route carries none of it.
   */
  server?: { queryClient: QueryClient; router?: BrowserRouter; children?: ReactNode };
}

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

listenForPreloadErrors();

export function App({ demoShop, server }: AppProps) {
  const given = import.meta.env.VITE_SERVER_RENDER === 'on' ? server : undefined;
  const [queryClient] = useState(() => given?.queryClient ?? createQueryClient({ notify, t: translate }));
  // Created with the query client so route loaders start each screen's queries with the navigation (ADR 012).
  // None on the server (its static router comes as children), where effects do not run.
  const router = useMemo(
    () =>
      given
        ? given.router
        : createBrowserRouter(createRoutes(queryClient), { basename: import.meta.env.BASE_URL }),
    // `given` is the same for the app's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient],
  );
  useEffect(() => watchSessionExpiry(queryClient, router!), [queryClient, router]);

  return (
    <AppErrorBoundary>
      <DemoShopContext.Provider value={demoShop ?? null}>
        <QueryClientProvider client={queryClient}>
          <StartDataGate>
            {(start) => (
              <StorefrontProvider start={start}>
                <I18nProvider keywords={start.lang_keywords} language={start.active_language}>
                  <ShopTheme>{given?.children ?? <RouterProvider router={router!} />}</ShopTheme>
                </I18nProvider>
              </StorefrontProvider>
            )}
          </StartDataGate>
        </QueryClientProvider>
      </DemoShopContext.Provider>
    </AppErrorBoundary>
  );
}
