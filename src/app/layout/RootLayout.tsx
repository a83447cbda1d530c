import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { NavigationProgress } from '@/design-system';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/storefront';
import { prefetchScreens, type RouteHandle } from '../screens';
import { Header } from './Header';
import { Footer } from './Footer';
import { QuickViewHost } from './QuickViewHost';
import { RecentlyViewedLoader } from './RecentlyViewedLoader';
import { useIdleAfterLoad } from '../shell/after-first-paint';
import * as styles from './layout.css';

// Not needed for the first paint (the pop-up waits 10 s, the switcher is demo-only, notifications are optional):
// separate chunks, loaded only once the page has loaded and the browser is idle (quality-bar P4, P8, P13).
const NewsletterPopup = lazy(() =>
  import('@/features/newsletter/NewsletterPopup').then((m) => ({ default: m.NewsletterPopup })),
);
const DemoColourSwitcher = lazy(() =>
  import('./DemoColourSwitcher').then((m) => ({ default: m.DemoColourSwitcher })),
);
// The offline notice and the cart changes kept across reloads: from idle time on (the first load needs a network).
const ConnectionNotice = lazy(() =>
  import('./ConnectionNotice').then((m) => ({ default: m.ConnectionNotice })),
);
// The service worker of the installable app: production builds without the demo shop only (ADR 032).
const AppUpdates = lazy(() => import('./AppUpdates').then((m) => ({ default: m.AppUpdates })));
const LiveNotifications = lazy(() =>
  import('./LiveNotifications').then((m) => ({ default: m.LiveNotifications })),
);

function useDocumentTitle() {
  const matches = useMatches();
  const t = useT();
  const { settings } = useStorefront();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.name)?.handle as
    RouteHandle | undefined;
  const title = handle?.title ? t(handle.title) : null;
  useEffect(() => {
    // Screens without a fixed title (home, static pages) set their own; home uses the shop's name.
    if (title) document.title = `${title} | ${settings.system_name}`;
    else if (handle?.name === 'home') document.title = settings.system_name;
  }, [title, handle?.name, settings.system_name]);
}

/** The root screen (spec §2): router outlet, 2px progress bar, header/footer, newsletter pop-up, demo switcher. */
export function RootLayout() {
  const navigation = useNavigation();
  const t = useT();
  useDocumentTitle();

  const idle = useIdleAfterLoad();
  // Spec §7: once the first screen is up, the other page chunks are prefetched in idle time.
  useEffect(() => {
    if (idle) prefetchScreens();
  }, [idle]);

  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        {t('Skip to content')}
      </a>
      <NavigationProgress active={navigation.state !== 'idle'} label={t('Loading page')} />
      <Header />
      {idle ? (
        <Suspense fallback={null}>
          <ConnectionNotice />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <QuickViewHost />
      {idle ? (
        <Suspense fallback={null}>
          <NewsletterPopup />
          <DemoColourSwitcher />
          <LiveNotifications />
          {import.meta.env.PROD && import.meta.env.VITE_DEMO_SHOP !== 'on' ? <AppUpdates /> : null}
        </Suspense>
      ) : null}
      <RecentlyViewedLoader />
      {/* Scroll to the top on every navigation (spec §2); back/forward restore the previous position. */}
      <ScrollRestoration getKey={(location) => location.key} />
    </div>
  );
}
