// Renders a screen the way the app does: query client with the app's error reactions (retries off), the shop's
// start data, translations, toasts and a memory data router. Screens are asserted by role and accessible name.
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@/design-system/theme/ThemeProvider';
import { ToastProvider, useToast } from '@/design-system/components/Toast';
import { createQueryClient, type Toast } from '@/lib/http';
import { I18nProvider } from '@/lib/i18n';
import { StorefrontProvider } from '@/lib/session';
import type { RouteName } from '@/lib/navigation';
import type { StartState } from '@/lib/start-data';
import { startDataFixture } from './start-data';

export interface RenderRouteOptions {
  /** The URL to open, e.g. `/category/audio?brand=2`. */
  route?: string;
  /** The route pattern the element answers, e.g. `/category/:slug`. */
  path?: string;
  /** The route's name (its `handle.name`), as the app's router sets it. */
  name?: RouteName;
  title?: string | null;
  /** Start data; defaults to the guest fixture. */
  startData?: StartState;
  /** `userEvent` options, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderRouteResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  /** Every toast the app's error reactions asked for (they are also shown on screen). */
  toasts: Toast[];
}

/** Where a navigation away from the screen ended up: `Page /checkout`. */
function Elsewhere() {
  const location = useLocation();
  return <h1>{`Page ${location.pathname}${location.search}`}</h1>;
}

let showToast: ((toast: Toast) => void) | null = null;
function ToastRelay() {
  const { toast } = useToast();
  useEffect(() => {
    showToast = (t) => toast({ tone: t.tone, title: t.title, description: t.message });
    return () => {
      showToast = null;
    };
  }, [toast]);
  return null;
}

export function Providers({
  startData,
  queryClient,
  children,
}: {
  startData: StartState;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <StorefrontProvider start={startData}>
        <I18nProvider keywords={startData.lang_keywords} language={startData.active_language}>
          <ThemeProvider>
            <ToastProvider>
              <ToastRelay />
              {children}
            </ToastProvider>
          </ThemeProvider>
        </I18nProvider>
      </StorefrontProvider>
    </QueryClientProvider>
  );
}

export function renderRoute(element: ReactElement, options: RenderRouteOptions = {}): RenderRouteResult {
  const { route = '/', path = '/', name = 'home', title = null, startData = startDataFixture() } = options;
  const toasts: Toast[] = [];
  const queryClient = createQueryClient({
    notify: (toast) => {
      toasts.push(toast);
      showToast?.(toast);
    },
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const routes: RouteObject[] = [
    { path, element, handle: { name, title } },
    { path: '*', element: <Elsewhere /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <Providers startData={startData} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, user: userEvent.setup(options.user), router, queryClient, toasts };
}
