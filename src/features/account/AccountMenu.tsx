import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { Inline } from '@/design-system/components/Inline';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';

// The signed-in menu (a Radix dropdown) is its own chunk: a guest's first page never downloads it (P8).
const AccountDropdown = lazy(() => import('./AccountDropdown'));

/** Guests get Login and Register; a signed-in shopper a menu under their name with account pages and Logout. */
export function AccountMenu() {
  const t = useT();
  const { user } = useStorefront();

  if (!user) {
    return (
      <Inline gap="2" alignY="center">
        <Button asChild variant="ghost" tone="neutral" size="sm">
          <RouterLink to={paths.login.href()}>{t('Login')}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={paths.register.href()}>{t('Register')}</RouterLink>
        </Button>
      </Inline>
    );
  }
  return (
    <Suspense
      fallback={
        <Button variant="ghost" tone="neutral" size="sm" iconStart="user" iconEnd="chevron-down" disabled>
          {user.full_name}
        </Button>
      }
    >
      <AccountDropdown />
    </Suspense>
  );
}
