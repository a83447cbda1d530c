import { describe, expect, it, vi } from 'vitest';
import { writtenWithoutIntl } from '@/lib/i18n/dates';
import {
  arrivalDay,
  deliveryWindow,
  formatDeliveryWindow,
  shippingDays,
  usDayMonth,
} from './delivery-promise';

// A fixed clock: Friday 27 November 2026, late in the evening, on the shopper's own calendar.
const FRIDAY = new Date(2026, 10, 27, 23, 30).getTime();
const day = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];
/** Intl separates ranges with thin or narrow spaces, depending on its data version: compared as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('shipping days (the product answer’s estimated_shipping_days)', () => {
  it('reads an int or a numeric string; null, 0, negative, fractional, huge or wordy values are no estimate', () => {
    expect(shippingDays(3)).toBe(3);
    expect(shippingDays('5')).toBe(5);
    expect(shippingDays(' 7 ')).toBe(7);
    for (const none of [null, undefined, 0, '0', -2, 2.5, '2.5', '3 days', '', 1000, Number.NaN, {}])
      expect(shippingDays(none)).toBeNull();
  });
});

describe('the arrival day: calendar days from the day the promise is read on', () => {
  it('counts through a weekend: Friday + 3 is Monday (calendar days, not business days)', () => {
    expect(day(arrivalDay(FRIDAY, 3))).toEqual([2026, 11, 30]);
    expect(arrivalDay(FRIDAY, 3).getDay()).toBe(1);
    expect(day(arrivalDay(FRIDAY, 1))).toEqual([2026, 11, 28]);
  });

  it('counts across a month’s end and a year’s end', () => {
    expect(day(arrivalDay(FRIDAY, 5))).toEqual([2026, 12, 2]);
    expect(day(arrivalDay(new Date(2026, 11, 30, 8).getTime(), 4))).toEqual([2027, 1, 3]);
  });

  it('is a whole day: the time of day it is read at does not move it', () => {
    expect(arrivalDay(new Date(2026, 10, 27, 0, 1).getTime(), 5)).toEqual(arrivalDay(FRIDAY, 5));
  });
});

describe('the window of several products (one seller’s group)', () => {
  it('runs from the soonest to the latest estimate', () => {
    const window = deliveryWindow(FRIDAY, [5, 3, 8]);
    expect(day(window!.earliest)).toEqual([2026, 11, 30]);
    expect(day(window!.latest)).toEqual([2026, 12, 5]);
  });

  it('is no window at all when one estimate is missing, or there is none: never a guessed date', () => {
    expect(deliveryWindow(FRIDAY, [3, null])).toBeNull();
    expect(deliveryWindow(FRIDAY, [])).toBeNull();
  });
});

describe('the promise in the active language (Intl)', () => {
  it('one day: weekday, day and month, as each language writes them', () => {
    const window = deliveryWindow(FRIDAY, [5])!;
    expect(formatDeliveryWindow(window, 'en')).toEqual({ kind: 'by', date: 'Wed, Dec 2' });
    expect(formatDeliveryWindow(window, 'en-GB')).toEqual({ kind: 'by', date: 'Wed 2 Dec' });
    expect(formatDeliveryWindow(window, 'fr')).toEqual({ kind: 'by', date: 'mer. 2 déc.' });
    // Arabic with Latin digits, as prices show them; the page's direction lays it out right to left.
    expect(formatDeliveryWindow(window, 'ar')).toEqual({ kind: 'by', date: 'الأربعاء، 2 ديسمبر' });
  });

  it('a range where the estimates differ, across the month’s end too', () => {
    const within = formatDeliveryWindow(deliveryWindow(FRIDAY, [5, 8])!, 'en-GB');
    expect(within.kind).toBe('between');
    expect(within.kind === 'between' && plain(within.dates)).toBe('2 – 5 Dec');
    const across = formatDeliveryWindow(deliveryWindow(FRIDAY, [3, 5])!, 'en');
    expect(across.kind === 'between' && plain(across.dates)).toBe('Nov 30 – Dec 2');
    const french = formatDeliveryWindow(deliveryWindow(FRIDAY, [5, 8])!, 'fr');
    expect(french.kind === 'between' && plain(french.dates)).toMatch(/^2 ?– ?5 déc\.$/);
  });

  it('US English is written without building an Intl object, except a range across the year’s end', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatDeliveryWindow(deliveryWindow(FRIDAY, [5])!, 'en-US')).toEqual({
      kind: 'by',
      date: 'Wed, Dec 2',
    });
    const within = formatDeliveryWindow(deliveryWindow(FRIDAY, [5, 8])!, 'en');
    expect(within.kind === 'between' && plain(within.dates)).toBe('Dec 2 – 5');
    expect(built).not.toHaveBeenCalled();
    const newYear = formatDeliveryWindow(deliveryWindow(FRIDAY, [33, 37])!, 'en');
    expect(newYear.kind === 'between' && plain(newYear.dates)).toBe('Dec 30, 2026 – Jan 3, 2027');
    expect(built).toHaveBeenCalled();
    built.mockRestore();
  });
  it('writes US English days and day ranges without Intl exactly as Intl writes them', () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { ...options, numberingSystem: 'latn' });
    const day = intl({ weekday: 'short', day: 'numeric', month: 'short' });
    const range = intl({ day: 'numeric', month: 'short' });
    for (let offset = 0; offset < 400; offset += 1) {
      const from = new Date(2026, 0, 1 + offset);
      expect(usDayMonth.day(from), from.toDateString()).toBe(day.format(from));
      for (const length of [0, 1, 3, 9, 40]) {
        const to = new Date(2026, 0, 1 + offset + length);
        const written = usDayMonth.range(from, to);
        if (from.getFullYear() === to.getFullYear())
          expect(written, `${from.toDateString()} – ${to.toDateString()}`).toBe(range.formatRange(from, to));
        else expect(written).toBeNull();
      }
    }
    expect(writtenWithoutIntl('en')).toBe(true);
    expect(writtenWithoutIntl('en-GB')).toBe(false);
  });
});
