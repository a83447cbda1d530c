import { describe, expect, it } from 'vitest';
import { normaliseTone, parseNotification } from './notification-event.ts';
import { createDeduper } from './dedupe.ts';
import { browserNotificationsSupported, WEB_NOTIFICATION_UNSUPPORTED } from './browser-notifications.ts';
import { isRealtimeEnabled } from './connect-notifications.ts';

describe('notification payload', () => {
  it('normalises the type: success, error, warning, otherwise info', () => {
    expect(
      ['success', 'ERROR', ' warning ', 'info', 'danger', '', null, undefined].map(normaliseTone),
    ).toEqual(['success', 'error', 'warning', 'info', 'info', 'info', 'info', 'info']);
  });

  it('reads objects and JSON strings', () => {
    expect(parseNotification({ message: 'Order shipped', message_type: 'success' })).toEqual({
      ok: true,
      notification: { message: 'Order shipped', tone: 'success' },
    });
    expect(parseNotification('{"id":5,"message":"Hi"}')).toEqual({
      ok: true,
      notification: { id: '5', message: 'Hi', tone: 'info' },
    });
  });

  it.each([null, 'not json', '{}', { message: '' }, { message: 42 }, [1, 2]])(
    'rejects malformed %j',
    (data) => {
      expect(parseNotification(data).ok).toBe(false);
    },
  );
});

describe('deduper', () => {
  it('drops repeated ids, and the same message + tone within 2 s', () => {
    let now = 0;
    const isDuplicate = createDeduper({ now: () => now });
    expect(isDuplicate({ id: '1', message: 'a', tone: 'info' })).toBe(false);
    expect(isDuplicate({ id: '1', message: 'a', tone: 'info' })).toBe(true);
    expect(isDuplicate({ message: 'b', tone: 'info' })).toBe(false);
    now = 1999;
    expect(isDuplicate({ message: 'b', tone: 'info' })).toBe(true);
    expect(isDuplicate({ message: 'b', tone: 'error' })).toBe(false);
    now = 4000;
    expect(isDuplicate({ message: 'b', tone: 'info' })).toBe(false);
  });

  it('keeps a bounded memory of ids', () => {
    const isDuplicate = createDeduper({ maxIds: 3 });
    for (const id of ['1', '2', '3', '4']) isDuplicate({ id, message: 'x', tone: 'info' });
    expect(isDuplicate({ id: '1', message: 'x', tone: 'info' })).toBe(false);
    expect(isDuplicate({ id: '4', message: 'x', tone: 'info' })).toBe(true);
  });
});

describe('switches', () => {
  it('reads the backend’s pushar_activated flag', () => {
    expect([1, '1', true, 'on', 0, '0', '', null, undefined, false].map(isRealtimeEnabled)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('knows whether browser notifications exist, and the spec’s message when not', () => {
    expect(typeof browserNotificationsSupported()).toBe('boolean');
    expect(WEB_NOTIFICATION_UNSUPPORTED).toBe('Web Notification is not supported');
  });

  it.each([
    ['/\\evil.example/x', undefined],
    ['//evil.example/x', undefined],
    ['https://evil.example/get-invoice/YR-1', undefined],
    ['javascript:alert(1)', undefined],
    ['/logout', undefined],
    ['/user/cancel-order/5', undefined],
    ['/get-invoice/YR-0000012345', '/get-invoice/YR-0000012345'],
    [`${location.origin}/get-invoice/YR-0000012345?x=1`, '/get-invoice/YR-0000012345?x=1'],
  ])('links %s only when it opens a storefront route of this site', (url, expected) => {
    const parsed = parseNotification({ message: 'Order update', message_type: 'info', url });
    expect(parsed.ok ? parsed.notification.url : 'not parsed').toBe(expected);
  });
});
