import { useEffect, useMemo, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
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
}

listenForPreloadErrors();

export function App({ demoShop }: AppProps) {
  const [queryClient] = useState(() => createQueryClient({ notify, t: translate }));
  // Created with the query client so route loaders start each screen's queries with the navigation (ADR 012).
  const router = useMemo(
    () => createBrowserRouter(createRoutes(queryClient), { basename: import.meta.env.BASE_URL }),
    [queryClient],
  );
  useEffect(() => watchSessionExpiry(queryClient, router), [queryClient, router]);

  return (
    <AppErrorBoundary>
      <DemoShopContext.Provider value={demoShop ?? null}>
        <QueryClientProvider client={queryClient}>
          <StartDataGate>
            {(start) => (
              <StorefrontProvider start={start}>
                <I18nProvider keywords={start.lang_keywords} language={start.active_language}>
                  <ShopTheme>
                    <RouterProvider router={router} />
                  </ShopTheme>
                </I18nProvider>
              </StorefrontProvider>
            )}
          </StartDataGate>
        </QueryClientProvider>
      </DemoShopContext.Provider>
    </AppErrorBoundary>
  );
}
