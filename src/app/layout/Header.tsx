import { NavLink, Link as RouterLink } from 'react-router';
import { Box, Container, Inline } from '@/design-system';
import { useStorefront } from '@/lib/storefront';
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
import * as styles from './layout.css';

const quickLinks = [
  [paths.products, 'All Products'],
  [paths.dailyDeals, 'Daily Deals'],
  [paths.flashSale, 'Flash Sale'],
  [paths.campaigns, 'Campaigns'],
  [paths.brands, 'Brands'],
  [paths.sellers, 'Sellers'],
  [paths.blogs, 'Blogs'],
] as const;

/** Logo, category menu, search, counts and account; below, the menu strip in the shop's menu colours. */
export function Header() {
  const { settings } = useStorefront();
  const t = useT();
  return (
    <header className={styles.header}>
      <Container>
        <Box paddingBlock="3">
          <Inline gap="3" alignY="center">
            <RouterLink to={paths.home.href()} className={styles.brand}>
              {settings.system_name}
            </RouterLink>
            <CategoryMenu />
            <div className={styles.searchSlot}>
              <SearchBox />
            </div>
            <nav aria-label={t('Shopping')}>
              <Inline gap="1" alignY="center">
                <CompareLink />
                <WishlistLink />
                <CartLink />
              </Inline>
            </nav>
            <AccountMenu />
          </Inline>
        </Box>
      </Container>
      <div className={styles.menuStrip}>
        <Container>
          <Inline gap="4" alignY="center" align="between">
            <nav aria-label={t('Main menu')}>
              <Inline gap="4" alignY="center">
                {quickLinks.map(([route, label]) => (
                  <NavLink key={label} to={route.href()} className={styles.menuLink}>
                    {t(label)}
                  </NavLink>
                ))}
              </Inline>
            </nav>
            <Inline gap="2" alignY="center">
              <div className={styles.switcherSlot}>
                <LanguageSwitcher />
              </div>
              <div className={styles.switcherSlot}>
                <CurrencySwitcher />
              </div>
            </Inline>
          </Inline>
        </Container>
      </div>
    </header>
  );
}
