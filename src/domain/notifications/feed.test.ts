import { describe, expect, it } from 'vitest';
import {
  EMPTY_FEED,
  itemFromApi,
  itemFromEvent,
  markSeenInFeed,
  mergeFeed,
  replaceWithPage,
  type FeedItem,
} from './feed';

const item = (id: number, overrides: Partial<FeedItem> = {}): FeedItem => ({
  id,
  title: `N${id}`,
  details: '',
  url: null,
  seen: false,
  createdAt: null,
  when: null,
  ...overrides,
});

describe('the bell’s feed', () => {
  it('shows a duplicated event once and orders out-of-order events newest first', () => {
    let feed = mergeFeed(EMPTY_FEED, [item(3)]);
    feed = mergeFeed(feed, [item(5)]);
    feed = mergeFeed(feed, [item(4)]); // arrived late
    feed = mergeFeed(feed, [item(5)]); // redelivered
    expect(feed.items.map((i) => i.id)).toEqual([5, 4, 3]);
    expect(feed.unread).toBe(3);
  });

  it('keeps a seen row seen when an older copy arrives, and caps the list', () => {
    const seen = markSeenInFeed(mergeFeed(EMPTY_FEED, [item(1), item(2)]), 2);
    expect(mergeFeed(seen, [item(2)]).unread).toBe(1);
    expect(markSeenInFeed(seen, 'all').unread).toBe(0);
    const many = mergeFeed(
      EMPTY_FEED,
      Array.from({ length: 80 }, (_, i) => item(i + 1)),
    );
    expect(many.items).toHaveLength(50);
    expect(many.items[0]!.id).toBe(80);
  });

  it('takes the endpoint’s page as the truth and keeps live rows newer than it (catch-up)', () => {
    const live = mergeFeed(EMPTY_FEED, [item(7), item(9)]);
    const caughtUp = replaceWithPage(live, [item(8, { seen: true }), item(7, { seen: true }), item(6)]);
    expect(caughtUp.items.map((i) => [i.id, i.seen])).toEqual([
      [9, false],
      [8, true],
      [7, true],
      [6, false],
    ]);
  });

  it('reads events and endpoint rows; only app paths become links', () => {
    expect(
      itemFromEvent({ id: '12', message: 'Order confirmed', tone: 'info', url: '/get-invoice/X-1' }),
    ).toMatchObject({
      id: 12,
      title: 'Order confirmed',
      url: '/get-invoice/X-1',
      seen: false,
    });
    expect(itemFromEvent({ message: 'Flash sale!', tone: 'info' })).toBeNull();
    expect(itemFromEvent({ id: 'abc', message: 'x', tone: 'info' })).toBeNull();
    expect(
      itemFromApi({
        id: 3,
        title: 'T',
        details: null,
        url: 'javascript:alert(1)',
        status: 1,
        date: '21 Nov 2026',
        time: '10:24 am',
      }),
    ).toEqual({
      id: 3,
      title: 'T',
      details: '',
      url: null,
      seen: true,
      createdAt: null,
      when: '21 Nov 2026, 10:24 am',
    });
  });
});

describe('a notification’s link from the list answer (the one link rule, notificationTarget)', () => {
  const base = { id: 1, title: 'Order shipped', details: null, status: 0 as const };
  it.each(['/\\evil.example', '//evil.example', 'https://evil.example/x', '/logout', 'javascript:alert(1)'])(
    'never leaves the storefront for %s',
    (url) => {
      const target = itemFromApi({ ...base, url }).url;
      expect(target === null || target.startsWith('/get-invoice/')).toBe(true);
    },
  );
  it('is the storefront path for a path or an address on this site, the order otherwise', () => {
    expect(itemFromApi({ ...base, url: '/get-invoice/YR-1' }).url).toBe('/get-invoice/YR-1');
    expect(itemFromApi({ ...base, url: `${location.origin}/get-invoice/YR-1` }).url).toBe(
      '/get-invoice/YR-1',
    );
    expect(itemFromApi({ ...base, url: 'https://shop.example/seller/orders/YR-77' }).url).toBe(
      '/get-invoice/YR-77',
    );
  });
});
