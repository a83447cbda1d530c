import { describe, expect, it } from 'vitest';
import { getGetNotificationsQueryKey } from '@/api-generated/endpoints/notifications/notifications';
import { pagedListOptions } from '@/lib/pagination';
import { notificationList } from './changes';
import { NOTIFICATION_PAGES_KEY, NOTIFICATIONS_KEY, notificationFeedKey } from './keys';

describe('the notifications cache keys', () => {
  it('are one family under the generated key of GET /user-notification/all', () => {
    expect(NOTIFICATIONS_KEY).toEqual(getGetNotificationsQueryKey());
    expect(pagedListOptions(notificationList()).queryKey).toEqual(NOTIFICATION_PAGES_KEY);
    expect(notificationFeedKey(7).slice(0, NOTIFICATIONS_KEY.length)).toEqual(NOTIFICATIONS_KEY);
  });
});
