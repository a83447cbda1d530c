import { useNavigate } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { DropdownMenu, type DropdownMenuEntry } from '@/design-system/components/DropdownMenu';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { paths, renderRouterLink } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { useLogout } from '@/domain/session';

/** The signed-in shopper's menu under their name: account pages and Logout (loaded lazily by AccountMenu). */
export default function AccountDropdown() {
  const t = useT();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user } = useStorefront();
  const modules = useModules();
  const logout = useLogout({
    signedOut: (answer) => {
      toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
      void navigate(paths.login.href());
    },
  });
  if (!user) return null;

  const signOut = () => logout.mutate();

  const items: DropdownMenuEntry[] = [
    { type: 'link', label: t('Dashboard'), href: paths.dashboard.href() },
    { type: 'link', label: t('Order history'), href: paths.orderHistory.href() },
    { type: 'link', label: t('Wishlist'), href: paths.wishlist.href() },
    { type: 'link', label: t('My alerts'), href: paths.alerts.href() },
    ...(modules.wallet ? [{ type: 'link', label: t('My wallet'), href: paths.wallet.href() } as const] : []),
    { type: 'separator' },
    { type: 'action', label: t('Logout'), onSelect: signOut, disabled: logout.isPending },
  ];

  return (
    <DropdownMenu
      label={user.full_name}
      align="end"
      renderLink={renderRouterLink}
      items={items}
      trigger={
        <Button
          variant="ghost"
          tone="neutral"
          size="sm"
          iconStart="user"
          iconEnd="chevron-down"
          loading={logout.isPending}
        >
          {user.full_name}
        </Button>
      }
    />
  );
}
