import { lazy, Suspense } from 'react';
import { Box } from '@/design-system/components/Box';
import { Divider } from '@/design-system/components/Divider';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Sheet } from '@/design-system/components/Sheet';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { CategoryAccordion } from '@/features/category-menu';
import { CompareLink } from '@/features/compare/CompareLink';
import { WishlistLink } from '@/features/wishlist/WishlistLink';
import { AccountMenu } from '@/features/account/AccountMenu';
import { CurrencySwitcher } from '@/features/localisation/CurrencySwitcher';
import { LanguageSwitcher } from '@/features/localisation/LanguageSwitcher';
import { MobileMenuLinks } from './MobileMenuLinks';
import { MobileMenuViewed } from './MobileMenuViewed';

// Demo mode only, and never needed for the first paint.
const DemoColourSwitcher = lazy(() =>
  import('./DemoColourSwitcher').then((m) => ({ default: m.DemoColourSwitcher })),
);

/**
 * The phone menu's sheet (its own chunk, loaded on the first tap of the menu button, MobileMenu.tsx): account, the
 * menu links, the recently viewed products, categories, compare and wishlist, language and currency, and the demo
 * colour switcher.
 */
export default function MobileMenuSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const close = () => onOpenChange(false);
  return (
    <Sheet
      side="start"
      open={open}
      onOpenChange={onOpenChange}
      title={t('Menu')}
      description={t('Categories, pages, language and currency')}
      hideDescription
      closeLabel={t('Close')}
    >
      <Stack gap="5">
        <AccountMenu />
        <MobileMenuLinks onNavigate={close} />
        <MobileMenuViewed />
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
