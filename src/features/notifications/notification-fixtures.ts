// Notification answers for the bell's tests and stories (contract shapes, as `/user-notification/all` sends them).
import { http, HttpResponse } from 'msw';
import { neverAnswer } from '../../../tests/helpers/never-answer';

export interface SampleNotification {
  id: number;
  user_id: number;
  title: string;
  details: string | null;
  url: string | null;
  status: 0 | 1;
  date: string;
  time: string;
}

export const sampleNotifications: SampleNotification[] = [
  {
    id: 14,
    user_id: 7,
    title: 'Order on the way',
    details: 'Order YR-0000012345 is on the way to you.',
    url: '/get-invoice/YR-0000012345',
    status: 0,
    date: '24 Nov 2026',
    time: '9:41 am',
  },
  {
    id: 13,
    user_id: 7,
    title: 'Price drop on your wishlist',
    details: 'Wireless Earbuds Pro is now 59.00 USD (was 79.00 USD).',
    url: '/product/wireless-earbuds-pro',
    status: 0,
    date: '23 Nov 2026',
    time: '6:05 pm',
  },
  {
    id: 12,
    user_id: 7,
    title: 'Order placed',
    details: 'Order YR-0000012345: placed successfully.',
    url: '/get-invoice/YR-0000012345',
    status: 1,
    date: '22 Nov 2026',
    time: '11:20 am',
  },
];

/** `/user-notification/all`'s answer: one page holding these rows. */
export const notificationPage = (data: SampleNotification[]) => ({
  notifications: {
    current_page: 1,
    data,
    first_page_url: '/user-notification/all?page=1',
    from: data.length ? 1 : null,
    last_page: 1,
    last_page_url: '/user-notification/all?page=1',
    links: [],
    next_page_url: null,
    path: '/user-notification/all',
    per_page: 10,
    prev_page_url: null,
    to: data.length ? data.length : null,
    total: data.length,
  },
  success: 'ok',
});

/** A stateful server for the bell: the list, mark one seen, mark all seen. */
export function notificationHandlers(initial: SampleNotification[] = sampleNotifications) {
  const rows = initial.map((n) => ({ ...n }));
  return [
    http.get('*/user-notification/all', () => HttpResponse.json(notificationPage(rows))),
    http.get('*/user-notification/seen-all', () => {
      const count = rows.filter((n) => n.status === 0).length;
      for (const n of rows) n.status = 1;
      return HttpResponse.json({ seen_notification: count, success: 'All notifications marked as read' });
    }),
    http.get('*/notification/seen/:id', ({ params }) => {
      const row = rows.find((n) => n.id === Number(params.id));
      if (!row) return HttpResponse.json({ error: 'Notification not found' });
      row.status = 1;
      return HttpResponse.json({ notification: row, success: 'Notification seen' });
    }),
  ];
}

export const failingNotificationHandlers = [
  http.get('*/user-notification/all', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
];

export const slowNotificationHandlers = [
  http.get('*/user-notification/all', async () => {
    await neverAnswer();
    return HttpResponse.json(notificationPage([]));
  }),
];
