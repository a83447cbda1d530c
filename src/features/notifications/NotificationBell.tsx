import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { Badge } from '@/design-system/components/Badge';
import { Button } from '@/design-system/components/Button';
import { Icon } from '@/design-system/components/Icon';
import { useNotificationFeed } from '@/domain/notifications';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';

// The popover, its list and the mark-as-seen calls load in idle time or on the first pointer/focus (P8, P13): the
// bell itself is a button and a count.
const NotificationMenu = lazy(() => import('./NotificationMenu'));
// Merge point with the watched products (src/domain/watches, issue 38 §1): their re-check and unseen count load with
// the bell's idle work, and count with the server's; a guest's bell shows only while they have some.
const WatchAlerts = lazy(() => import('@/domain/watches/WatchAlerts.lazy'));

export interface NotificationBellProps {
  /** The page has loaded and the browser is idle: fetch the first page and load the popover. */
  active: boolean;
}

/** The header's bell for a signed-in shopper: unread count (rising live), a popover with the latest notifications. */
export function NotificationBell({ active }: NotificationBellProps) {
  const t = useT();
  const { user } = useStorefront();
  const userId = user?.id ?? null;
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const feed = useNotificationFeed(userId, active);
  const [[local, kept], setLocal] = useState([0, 0]);

  useEffect(() => {
    if (active) setWanted(true);
  }, [active]);
  // A navigation (a notification's link, "See all notifications") closes it.
  useEffect(() => setOpen(false), [pathname]);

  const watches = active && (
    <Suspense>
      <WatchAlerts onUnseen={setLocal} />
    </Suspense>
  );
  if (userId === null && !kept) return watches;
  const unread = (feed.data?.unread ?? 0) + local;
  const name = unread > 0 ? `${t('Notifications')}, ${t('Unread')}: ${unread}` : t('Notifications');

  const bell = (props: { onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void }) => (
    <Button
      variant="ghost"
      tone="neutral"
      aria-label={name}
      aria-haspopup="dialog"
      aria-expanded={open}
      {...props}
    >
      <Icon name="bell" />
      {unread > 0 ? (
        <Badge tone="critical" variant="solid">
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null}
    </Button>
  );
  const plain: ReactElement = bell({
    onClick: () => {
      setWanted(true);
      setOpen(true);
    },
    onPointerEnter: () => setWanted(true),
    onFocus: () => setWanted(true),
  });

  return (
    <>
      {watches}
      {wanted ? (
        <Suspense fallback={plain}>
          <NotificationMenu trigger={bell({})} open={open} onOpenChange={setOpen} userId={userId} />
        </Suspense>
      ) : (
        plain
      )}
    </>
  );
}
