import { Link as RouterLink } from 'react-router';
import { Badge } from '@/design-system/components/Badge';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { IconButton } from '@/design-system/components/IconButton';
import { Link } from '@/design-system/components/Link';
import { Panel } from '@/design-system/components/Panel';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useI18n } from '@/lib/i18n';
import { notificationTarget, useChangeNotification, useNotifications } from '@/domain/notifications';
import { PagedList } from '@/ui';
import { AccountLayout } from './area/AccountLayout';

/**
 * /user/notification: the shopper's notifications, newest first, ten at a time. Unread ones stand out (a badge, a
 * tinted card); opening one marks it seen and goes where it points (usually its order); each can be marked seen
 * or removed, and all can be marked seen at once.
 */
export function NotificationsScreen() {
  const { t, formatDate } = useI18n();
  const list = useNotifications();
  const change = useChangeNotification();
  const unread = list.items.filter((item) => item.status === 0).length;

  return (
    <AccountLayout
      title={t('Notifications')}
      actions={
        list.items.length > 0 ? (
          <Button
            variant="outline"
            size="sm"
            iconStart="check"
            disabled={unread === 0}
            onClick={() => change.mutate({ kind: 'all-seen' })}
          >
            {t('Mark all as read')}
          </Button>
        ) : null
      }
    >
      <PagedList
        list={list}
        gap="4"
        pending={
          <Stack gap="3">
            <span role="status">
              <Text size="sm" tone="muted">
                {t('Loading')}
              </Text>
            </span>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} shape="rect" height="5rem" />
            ))}
          </Stack>
        }
        errorTitle={t('Your notifications could not be loaded')}
        empty={
          <EmptyState
            icon="bell"
            headingLevel={2}
            title={t('No notifications yet')}
            description={t('News about your orders and your account will show up here.')}
          />
        }
        loadingMoreLabel={t('Loading')}
      >
        {(items) => (
          <>
            <Text size="sm" tone="muted" role="status">
              {unread === 0 ? t('All read') : t('{count} unread', { count: unread })}
            </Text>
            <Stack role="list" aria-label={t('Notifications')} gap="3">
              {items.map((item) => {
                const isUnread = item.status === 0;
                const target = notificationTarget(item.url);
                const open = () => {
                  if (isUnread) change.mutate({ kind: 'seen', id: item.id });
                };
                return (
                  <Panel
                    role="listitem"
                    key={item.id}
                    aria-label={isUnread ? `${item.title} (${t('Unread')})` : item.title}
                    tone={isUnread ? 'accent' : 'neutral'}
                    variant={isUnread ? 'tinted' : 'outline'}
                  >
                    <Box display="flex" gap="3" alignItems="flex-start" justifyContent="space-between">
                      <Box minWidth={0}>
                        <Stack gap="1">
                          <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
                            {isUnread ? (
                              <Badge tone="accent" variant="solid" size="sm">
                                {t('New')}
                              </Badge>
                            ) : null}
                            {target ? (
                              <Link asChild underline="hover" tone="neutral">
                                <RouterLink
                                  // link-source: notificationTarget() matches the route table, else /get-invoice/<code>
                                  to={target}
                                  onClick={open}
                                >
                                  <Text as="span" weight={isUnread ? 'bold' : 'regular'}>
                                    {item.title}
                                  </Text>
                                </RouterLink>
                              </Link>
                            ) : (
                              <Text weight={isUnread ? 'bold' : 'regular'}>{item.title}</Text>
                            )}
                          </Box>
                          {item.details ? <Text size="sm">{item.details}</Text> : null}
                          {item.date || item.time ? (
                            <Text size="sm" tone="muted">
                              {[formatDate(item.date), item.time].filter(Boolean).join(' · ')}
                            </Text>
                          ) : null}
                        </Stack>
                      </Box>
                      <Box display="flex" gap="1" flexShrink={0}>
                        {isUnread ? (
                          <IconButton
                            icon="check"
                            variant="ghost"
                            size="sm"
                            label={t('Mark as read: {title}', { title: item.title })}
                            onClick={() => change.mutate({ kind: 'seen', id: item.id })}
                          />
                        ) : null}
                        <IconButton
                          icon="trash"
                          variant="ghost"
                          tone="critical"
                          size="sm"
                          label={t('Remove notification: {title}', { title: item.title })}
                          onClick={() => change.mutate({ kind: 'remove', id: item.id })}
                        />
                      </Box>
                    </Box>
                  </Panel>
                );
              })}
            </Stack>
          </>
        )}
      </PagedList>
    </AccountLayout>
  );
}
