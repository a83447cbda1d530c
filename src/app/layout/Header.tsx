import { useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Container } from '@/design-system/components/Container';
import { Inline } from '@/design-system/components/Inline';
import { useBreakpoint } from '@/design-system/hooks/useMediaQuery';
import { useStorefront } from '@/lib/session';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { SearchBox } from '@/features/search/SearchBox';
import { CategoryMenu } from '@/features/category-menu/CategoryMenu';
import { CartLink } from '@/features/cart/CartLink';
import { CompareLink } from '@/features/compare/CompareLink';
import { WishlistLink } from '@/features/wishlist/WishlistLink';
import { CurrencySwitcher } from '@/features/localisation/CurrencySwitcher';
import { LanguageSwitcher } from '@/features/localisation/LanguageSwitcher';
import { AccountMenu } from '@/features/account/AccountMenu';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { useIdleAfterLoad } from '@/lib/after-first-paint';
import { MobileMenu } from './MobileMenu';
import { useScrollClearance } from './use-scroll-clearance';
import { MenuStrip } from './MenuStrip';
import * as styles from './layout.css';
import * as frame from './page-frame.css';

/**
 * Its children from the desktop breakpoint up, where CSS shows their slot: on a phone the category menu, account
 * menu, compare and wishlist links and the menu strip are not mounted at all, so neither their render nor the menu
 * strip's dropdown chunk (Radix's menu, ≈ 25 KB) comes before the phone's largest paint (docs/performance.md,
 * "What a phone's first screen does not show, after its first paint"). The phone's menu sheet has them.
 */
function FromDesktop({ children }: { children: ReactNode }) {
  return useBreakpoint('desktop') ? children : null;
}

/**
 * The bell turns active (first page of notifications, popover chunk) once the page has loaded and the browser is
 * idle. The idle flag lives here and not in the header, so that turning idle re-renders the bell alone and not the
 * whole header in one blocking task (quality-bar P4).
 */
function IdleNotificationBell() {
  return <NotificationBell active={useIdleAfterLoad()} />;
}

/**
 * Phone first: a menu button, the logo and the cart on one row and the search under them; from the desktop
 * breakpoint, logo, category menu, search, compare/wishlist/cart and account on one row, with the menu strip in the
 * shop's menu colours below. The phone's menu sheet holds what the desktop shows in the bar and the strip.
 */
export function Header() {
  const { settings } = useStorefront();
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  // The header stays at the top as the page scrolls: focus scrolls controls clear of it (SC 2.4.11).
  useScrollClearance(ref, 'start');
  return (
    <header ref={ref} className={styles.header}>
      <Container>
        <div className={styles.mainBar}>
          <div className={styles.menuButtonSlot}>
            <MobileMenu />
          </div>
          <RouterLink to={paths.home.href()} className={styles.brand}>
            {settings.system_name}
          </RouterLink>
          <div className={frame.categoriesSlot}>
            <FromDesktop>
              <CategoryMenu />
            </FromDesktop>
          </div>
          <div className={frame.searchSlot}>
            <SearchBox />
          </div>
          <nav aria-label={t('Shopping')} className={frame.shoppingSlot}>
            <Inline gap="1" alignY="center" wrap={false}>
              <FromDesktop>
                <span className={frame.desktopOnly}>
                  <CompareLink />
                </span>
                <span className={frame.desktopOnly}>
                  <WishlistLink />
                </span>
              </FromDesktop>
              <IdleNotificationBell />
              <CartLink />
            </Inline>
          </nav>
          <div className={frame.accountSlot}>
            <FromDesktop>
              <AccountMenu />
            </FromDesktop>
          </div>
        </div>
      </Container>
      <FromDesktop>
        <div className={frame.menuStrip}>
          <Container>
            <Inline gap="4" alignY="center" align="between">
              <MenuStrip />
              <Inline gap="2" alignY="center">
                <div className={frame.switcherSlot}>
                  <LanguageSwitcher />
                </div>
                <div className={frame.switcherSlot}>
                  <CurrencySwitcher />
                </div>
              </Inline>
            </Inline>
          </Container>
        </div>
      </FromDesktop>
    </header>
  );
}
