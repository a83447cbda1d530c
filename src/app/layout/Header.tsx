import { Link as RouterLink } from 'react-router';
import { Box, Container, Inline } from '@/design-system';
import { useStorefront } from '@/lib/storefront';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { SearchBox } from '@/features/search';
import { CategoryMenu } from '@/features/category-menu';
import { CartLink } from '@/features/cart';
import { CompareLink } from '@/features/compare';
import { WishlistLink } from '@/features/wishlist';
import { CurrencySwitcher, LanguageSwitcher } from '@/features/localisation';
import { AccountMenu } from '@/features/account';
import * as styles from './layout.css';

/** Logo, search, category menu, counts, language and currency, account (spec §2 root layout). */
export function Header() {
  const { settings } = useStorefront();
  const t = useT();
  return (
    <header className={styles.header}>
      <Container>
        <Box paddingBlock="3">
        <Inline gap="4" alignY="center">
          <RouterLink to={paths.home.href()} className={styles.brand} aria-label={`${settings.system_name} — ${t('Home')}`}>
            {settings.system_name}
          </RouterLink>
          <CategoryMenu />
          <div className={styles.searchSlot}>
            <SearchBox />
          </div>
          <nav aria-label={t('Shopping')}>
            <Inline gap="2" alignY="center">
              <CompareLink />
              <WishlistLink />
              <CartLink />
            </Inline>
          </nav>
          <Inline gap="2" alignY="center">
            <LanguageSwitcher />
            <CurrencySwitcher />
            <AccountMenu />
          </Inline>
        </Inline>
        </Box>
      </Container>
    </header>
  );
}
