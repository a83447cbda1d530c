import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Heading } from '@/design-system/components/Heading';
import { IconButton } from '@/design-system/components/IconButton';
import { Inline } from '@/design-system/components/Inline';
import { Link } from '@/design-system/components/Link';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Switch } from '@/design-system/components/Switch';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import { useChangeNotification, useNotificationFeed, type FeedItem } from '@/domain/notifications';
import { intlLocale, toastTitle, useI18n } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { WEB_NOTIFICATION_UNSUPPORTED } from '@/lib/realtime';
import { QueryState } from '@/ui';
import { browserAlertsWanted, optInToBrowserAlerts } from './browser-alerts';
import * as styles from './NotificationPanel.css';

/** How many of the kept notifications the popover lists (the rest are on the notifications page). */
export const PANEL_ROWS = 8;

export interface NotificationPanelProps {
  userId: number;
  /** A link inside was followed (the popover closes). */
  onNavigate?: () => void;
}

function useRelativeTime() {
  const { locale, formatDate } = useI18n();
  return (item: FeedItem): string | null => {
    if (item.createdAt === null) return item.when;
    const minutes = Math.round((item.createdAt - Date.now()) / 60_000);
    // Latin digits, as every other date and price on the page (src/lib/i18n/dates.ts).
    const format = new Intl.RelativeTimeFormat(`${intlLocale(locale)}-u-nu-latn`, { numeric: 'auto' });
    if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
    const hours = Math.round(minutes / 60);
    if (Math.abs(hours) < 24) return format.format(hours, 'hour');
    return formatDate(item.createdAt);
  };
}

/** The bell's popover content: the latest notifications, mark as seen (one, all), the link to all of them. */
export function NotificationPanel({ userId, onNavigate }: NotificationPanelProps) {
  const { t } = useI18n();
  const feed = useNotificationFeed(userId, true);
  const change = useChangeNotification();
  const markSeen = (id: number) => change.mutate({ kind: 'seen', id });
  const when = useRelativeTime();
  // The bell's rows: one plain array, newest first. Other sources of rows for the bell (browser-side watches)
  // join here: `[...feedRows, ...theirRows]` sorted by when, with their own unread count added to the bell's.
  const rows: readonly FeedItem[] = feed.data?.items ?? [];
  const items = rows.slice(0, PANEL_ROWS);
  const unread = feed.data?.unread ?? 0;

  const body = (
    <QueryState
      query={feed}
      pending={
        <Stack gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} shape="text" lines={2} />
          ))}
        </Stack>
      }
      pendingLabel={t('Loading')}
      errorTitle={t('Could not load your notifications.')}
      errorSize="compact"
      headingLevel={3}
      isEmpty={() => items.length === 0}
      empty={
        <EmptyState
          size="compact"
          headingLevel={3}
          icon="bell"
          title={t('No notifications yet')}
          description={t('Order updates, price drops and news from the shops you follow appear here.')}
        />
      }
    >
      {() => (
        <ul className={styles.list}>
          {items.map((item) => {
            const text = (
              <>
                <Text as="span" size="sm" weight={item.seen ? 'regular' : 'semibold'} truncate={2}>
                  {item.seen ? null : <span className={styles.unreadDot} aria-hidden="true" />}
                  {item.title}
                </Text>
                {item.details ? (
                  <Text as="span" size="sm" tone="muted" truncate={2}>
                    {item.details}
                  </Text>
                ) : null}
                {when(item) ? (
                  <Text as="span" size="xs" tone="muted">
                    {when(item)}
                  </Text>
                ) : null}
              </>
            );
            const open = () => {
              if (!item.seen) markSeen(item.id);
              onNavigate?.();
            };
            return (
              <li key={item.id} className={styles.row}>
                {item.url ? (
                  <RouterLink
                    // link-source: FeedItem.url is notificationTarget() of the answer (domain/notifications/feed.ts)
                    to={item.url}
                    className={styles.rowLink}
                    onClick={open}
                  >
                    <Stack gap="0.5">{text}</Stack>
                  </RouterLink>
                ) : (
                  <Stack gap="0.5">{text}</Stack>
                )}
                {item.seen ? (
                  <span />
                ) : (
                  <IconButton
                    icon="check"
                    size="sm"
                    variant="ghost"
                    tone="neutral"
                    label={`${t('Mark as seen')}: ${item.title}`}
                    onClick={() => markSeen(item.id)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );

  return (
    <Stack gap="2">
      <Inline gap="2" align="between" alignY="center" wrap>
        <Heading level={2} size="md">
          {t('Notifications')}
        </Heading>
        {unread > 0 ? (
          <Button variant="link" size="sm" onClick={() => change.mutate({ kind: 'all-seen' })}>
            {t('Mark all as seen')}
          </Button>
        ) : null}
      </Inline>
      {body}
      <div className={styles.footer}>
        <BrowserAlertsSwitch />
        <Link asChild>
          <RouterLink to={paths.notifications.href()} onClick={onNavigate}>
            {t('See all notifications')}
          </RouterLink>
        </Link>
      </div>
    </Stack>
  );
}

function BrowserAlertsSwitch() {
  const { t } = useI18n();
  const { toast } = useToast();
  const [on, setOn] = useState(browserAlertsWanted);
  return (
    <Switch
      label={t('Notify me when this tab is in the background')}
      checked={on}
      onCheckedChange={(checked) => {
        void optInToBrowserAlerts(checked).then((result) => {
          setOn(result === 'on');
          if (result === 'unsupported') {
            // Spec §8: the browser has no Notification API.
            toast({
              tone: 'warning',
              title: toastTitle('warning', t),
              description: t(WEB_NOTIFICATION_UNSUPPORTED),
            });
          } else if (result === 'blocked') {
            toast({
              tone: 'warning',
              title: toastTitle('warning', t),
              description: t('Notifications are blocked for this site in your browser settings.'),
            });
          }
        });
      }}
    />
  );
}
