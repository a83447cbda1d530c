import type { ReactNode } from 'react';
import { ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { useT } from '@/lib/i18n';
import { pageScrollKey } from '@/lib/navigation';
import { HeadManager, PageHead } from '@/lib/seo';
import { useStorefront } from '@/lib/session';
import { localStore } from '@/lib/storage';
import type { RouteHandle } from '../screens';
import { BUILD_HAS_APP_WORKER } from '../shell/app-worker-build';
import { secondWave } from '@/lib/lazy-part';
import { HeaderPlaceholder, HeaderUnavailable } from './HeaderPlaceholder';
import { useFirstScreenPending } from '../shell/first-screen-pending';
import { AtIdleStage, IdleStages } from '../shell/idle-stages';
import { idleWidget } from '../shell/idle-widget';
import { RouteOutlet } from '../shell/RouteOutlet';
import * as styles from './layout.css';

// The first paint does without them (docs/performance.md, "The second wave"): the page paints with the header's
// frame — the static shell's boxes — and the route's screen, while the header (search, menus, cart, account) and
// the footer arrive in one chunk, requested as soon as this module runs, beside the route's chunks. The footer
// shows once the first screen is up.
const Header = secondWave(() => import('./Header').then((m) => m.Header), {
  eager: true,
  fallback: HeaderUnavailable,
  placeholder: HeaderPlaceholder,
});
const Footer = secondWave(() => import('./Footer').then((m) => m.Footer), { eager: true });
// The quick view (`?product=<slug>` over any page) opens its own chunk anyway: its host comes with the second wave.
const QuickViewHost = secondWave(() => import('./QuickViewHost').then((m) => m.QuickViewHost), {
  eager: true,
});
// The bar shown while a later navigation loads: nothing to show on the first paint, so it comes with the second wave.
const NavigationProgress = secondWave(
  () => import('@/design-system/components/NavigationProgress').then((m) => m.NavigationProgress),
  { eager: true },
);

// The shop's GDPR notice comes with the second wave too. On a phone it is the largest text of a product page, so at
// idle time it became that page's largest paint, after everything else had loaded (LCP +0.35 s in Lighthouse); and
// a server-rendered page writes it into the page, where it hydrates with the rest (GdprBanner, its cookie).
// A shopper who accepted it on an earlier visit never asks for its chunk; a server-rendering build's server decides
// per request, by the consent cookie, so there it is always part of the frame.
const noticeAnswered = import.meta.env.VITE_SERVER_RENDER !== 'on' && localStore.get('gdpr-consent') === true;
const GdprBanner = secondWave(() => import('./GdprBanner').then((m) => m.GdprBanner), {
  eager: !noticeAnswered,
});

// Not needed for the first paint (the pop-up waits 10 s, the switcher is demo-only, notifications are optional):
// separate chunks, loaded only once the page has loaded and the browser is idle (quality-bar P4, P8, P13).
const NewsletterPopup = idleWidget(() =>
  import('@/features/newsletter/NewsletterPopup').then((m) => m.NewsletterPopup),
);
const DemoColourSwitcher = idleWidget(() => import('./DemoColourSwitcher').then((m) => m.DemoColourSwitcher));
// The offline notice and the cart changes kept across reloads: from idle time on (the first load needs a network).
const ConnectionNotice = idleWidget(() => import('./ConnectionNotice').then((m) => m.ConnectionNotice));
// The service worker of the installable app: production builds without the demo shop only (ADR 032).
const AppUpdates = idleWidget(() => import('./AppUpdates').then((m) => m.AppUpdates));
const LiveNotifications = idleWidget(() => import('./LiveNotifications').then((m) => m.LiveNotifications));
// A live-priced shop's rate, asked again 10 s after load (backend-api §2.1): nothing to do before then.
const LiveRates = idleWidget(() => import('@/features/localisation/LiveRates').then((m) => m.LiveRates));
// The recently viewed products, fetched 10 s after load (spec §9): its timer starts at idle time, soon after load.
const RecentlyViewedLoader = idleWidget(() =>
  import('./RecentlyViewedLoader').then((m) => m.RecentlyViewedLoader),
);
// The other screens' chunks and the design system's deferred parts: what starts them is idle-time code too.
const IdlePreloads = idleWidget(() => import('./IdlePreloads').then((m) => m.IdlePreloads));

/**
 * The route's head (spec §2 titles, description, canonical address, sharing tags): the route table's title and
 * the shop's name as defaults; screens add their own through `PageHead` (src/lib/seo).
 */
function RouteHeadManager({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const t = useT();
  const { settings } = useStorefront();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.name)?.handle as
    RouteHandle | undefined;
  const siteName = settings.system_name;
  return (
    <HeadManager
      siteName={siteName}
      routeTitle={handle?.title ? t(handle.title) : null}
      isHome={handle?.name === 'home'}
      defaultDescription={t('Shop products from many sellers at {shop}.', { shop: siteName })}
      defaultImage={settings.light_logo ?? undefined}
      pathname={location.pathname}
      search={location.search}
    >
      {handle?.name === 'notFound' ? <PageHead noIndex /> : null}
      {children}
    </HeadManager>
  );
}

/**
 * What starts after the first screen, in order, one idle period apart: the offline notice first (it matters when
 * the connection drops), the pop-up, the colour switcher, live notifications, app updates, then the preloads.
 * Plain constants, not an object: the minifier writes their numbers in place (first-route bytes).
 */
const CONNECTION_NOTICE_STAGE = 1;
const NEWSLETTER_POPUP_STAGE = 2;
const COLOUR_SWITCHER_STAGE = 3;
const LIVE_NOTIFICATIONS_STAGE = 4;
const APP_UPDATES_STAGE = 5;
const PRELOADS_STAGE = 6;
const LAST_STAGE = PRELOADS_STAGE;

/** The root screen (spec §2): router outlet, 2px progress bar, header/footer, newsletter pop-up, demo switcher. */
export function RootLayout() {
  const navigation = useNavigation();
  const t = useT();

  const firstScreenPending = useFirstScreenPending();

  return (
    <RouteHeadManager>
      <IdleStages last={LAST_STAGE}>
        <div className={styles.page}>
          <a className={styles.skipLink} href="#main">
            {t('Skip to content')}
          </a>
          <NavigationProgress active={navigation.state !== 'idle'} label={t('Loading page')} />
          <Header />
          <AtIdleStage stage={CONNECTION_NOTICE_STAGE}>
            <ConnectionNotice />
          </AtIdleStage>
          <main id="main" tabIndex={-1} className={styles.main}>
            <RouteOutlet />
          </main>
          {firstScreenPending ? null : <Footer />}
          <QuickViewHost />
          <AtIdleStage stage={NEWSLETTER_POPUP_STAGE}>
            <NewsletterPopup />
          </AtIdleStage>
          {noticeAnswered ? null : <GdprBanner />}
          <AtIdleStage stage={COLOUR_SWITCHER_STAGE}>
            <DemoColourSwitcher />
          </AtIdleStage>
          <AtIdleStage stage={LIVE_NOTIFICATIONS_STAGE}>
            <LiveNotifications />
            <LiveRates />
            <RecentlyViewedLoader />
          </AtIdleStage>
          {BUILD_HAS_APP_WORKER ? (
            <AtIdleStage stage={APP_UPDATES_STAGE}>
              <AppUpdates />
            </AtIdleStage>
          ) : null}
          <AtIdleStage stage={PRELOADS_STAGE}>
            <IdlePreloads />
          </AtIdleStage>
          {/* Scroll to the top on every navigation (spec §2); back/forward and a reload restore the previous position,
              and a page loaded anew starts at its top (src/lib/navigation/scroll-key.ts). */}
          <ScrollRestoration getKey={pageScrollKey} />
        </div>
      </IdleStages>
    </RouteHeadManager>
  );
}
