import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Box, Divider, Heading, IconButton, Inline, Sheet, Stack } from '@/design-system';
import { useT } from '@/lib/i18n';
import { CategoryAccordion } from '@/features/category-menu';
import { CompareLink } from '@/features/compare/CompareLink';
import { WishlistLink } from '@/features/wishlist/WishlistLink';
import { AccountMenu } from '@/features/account/AccountMenu';
import { CurrencySwitcher } from '@/features/localisation/CurrencySwitcher';
import { LanguageSwitcher } from '@/features/localisation/LanguageSwitcher';
import { quickLinks } from './quick-links';
import * as styles from './layout.css';

// Demo mode only, and never needed for the first paint.
const DemoColourSwitcher = lazy(() =>
  import('./DemoColourSwitcher').then((m) => ({ default: m.DemoColourSwitcher })),
);

/**
 * Below the desktop breakpoint the header keeps logo, search and cart; everything else lives in this sheet:
 * account, the menu links, categories, compare and wishlist, language and currency. It closes on navigation.
 */
export function MobileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState(location.key);
  // Any navigation (a link in the sheet, Back) closes it.
  if (open && openedAt !== location.key) {
    setOpen(false);
    setOpenedAt(location.key);
  }
  const close = () => setOpen(false);
  return (
    <Sheet
      side="start"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setOpenedAt(location.key);
      }}
      title={t('Menu')}
      description={t('Categories, pages, language and currency')}
      hideDescription
      closeLabel={t('Close')}
      trigger={<IconButton icon="menu" label={t('Menu')} variant="ghost" tone="neutral" />}
    >
      <Stack gap="5">
        <AccountMenu />
        <nav aria-label={t('Main menu')}>
          <Stack gap="1">
            {quickLinks.map(([route, label]) => (
              <NavLink key={label} to={route.href()} className={styles.sheetLink} onClick={close}>
                {t(label)}
              </NavLink>
            ))}
          </Stack>
        </nav>
        <Divider />
        <Stack gap="3">
          <Heading level={2} size="sm">
            {t('Categories')}
          </Heading>
          <CategoryAccordion onNavigate={close} />
        </Stack>
        <Divider />
        <nav aria-label={t('Shopping')}>
          <Inline gap="2" alignY="center">
            <CompareLink />
            <WishlistLink />
          </Inline>
        </nav>
        <Box>
          <Inline gap="3" alignY="center">
            <LanguageSwitcher />
            <CurrencySwitcher />
          </Inline>
        </Box>
        <Suspense fallback={null}>
          <DemoColourSwitcher placement="inline" />
        </Suspense>
      </Stack>
    </Sheet>
  );
}
