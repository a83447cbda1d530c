// The delivery promise (issue 38 §2): a date the shopper can plan with ("Arrives by Tue 2 Dec") instead of a
// number of days. The backend's `estimated_shipping_days` (backend-api §4.2) counts CALENDAR days (the reference
// says nothing of working days, and the backend's own shop shows "N days"), so a weekend or a month's end is simply
// counted through. Days are counted from the shopper's own calendar day at the shop's clock (server-clock): the
// day the promise is read on is day 0. Where the shop gives no days (missing, unreadable, 0 = nothing ships) there
// is no date: nothing is ever guessed.
import { US_MONTHS, writtenWithoutIntl } from '@/lib/i18n/dates';
import { lazyIntl } from '@/lib/i18n/intl-cache';
import { intlLocale } from '@/lib/i18n/plural';

/** More than a year is not a promise a shop makes; such a value is treated as unreadable. */
const MAX_DAYS = 366;

/**
 * The product answer's `estimated_shipping_days` as a whole number of days, or null: the backend sends an int or
 * a numeric string, and null (or 0) when it has no estimate or nothing ships (a digital product).
 */
export function shippingDays(value: unknown): number | null {
  const days =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(days) && days > 0 && days <= MAX_DAYS ? days : null;
}

/** The calendar day `days` after the day of `now` (local midnight). */
export function arrivalDay(now: number, days: number): Date {
  const today = new Date(now);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
}

export interface DeliveryWindow {
  earliest: Date;
  latest: Date;
}

/**
 * When a set of products (one seller's lines) arrives: from the soonest to the latest estimate. Null when any of
 * them has no estimate (the window would be a guess) or when there is none at all.
 */
export function deliveryWindow(now: number, days: readonly (number | null)[]): DeliveryWindow | null {
  if (days.length === 0 || days.some((d) => d === null)) return null;
  const known = days as readonly number[];
  return { earliest: arrivalDay(now, Math.min(...known)), latest: arrivalDay(now, Math.max(...known)) };
}

const US_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Intl's separator of a range in US English (thin spaces around an en dash). */
const US_RANGE = '\u2009\u2013\u2009';
const usMonthDay = (date: Date): string => `${US_MONTHS[date.getMonth()]} ${date.getDate()}`;

/**
 * US English day and month without Intl, exactly as Intl writes them (delivery-promise.test.ts compares them): one
 * day with its weekday ("Wed, Dec 2", `{ weekday: 'short', month: 'short', day: 'numeric' }`) or a range within one
 * year ("Dec 2 – 5", "Nov 29 – Dec 2", `formatRange` without the weekday); null for a range across years, which Intl
 * writes with them. Here, not in lib/i18n/dates.ts, which the first route carries.
 */
export const usDayMonth = {
  day: (date: Date): string => `${US_WEEKDAYS[date.getDay()]}, ${usMonthDay(date)}`,
  range: (from: Date, to: Date): string | null => {
    if (from.getFullYear() !== to.getFullYear()) return null;
    if (from.getMonth() !== to.getMonth()) return `${usMonthDay(from)}${US_RANGE}${usMonthDay(to)}`;
    if (from.getDate() === to.getDate()) return usMonthDay(from);
    return `${usMonthDay(from)}${US_RANGE}${to.getDate()}`;
  },
};

export type DeliveryPromise = { kind: 'by'; date: string } | { kind: 'between'; dates: string };

/**
 * The window in the active language: one day ("Tue, Dec 2" / "mar. 2 déc.") or a range ("Dec 2 – 5"), with
 * Latin digits as prices show them. Intl objects are built on first use and shared.
 */
export function formatDeliveryWindow(window: DeliveryWindow, locale: string): DeliveryPromise {
  const tag = intlLocale(locale);
  const sameDay = window.earliest.getTime() === window.latest.getTime();
  // US English without Intl (lib/i18n/dates.ts): the page's first DateTimeFormat loads the locale's date data, ≈ 65 ms
  // at Lighthouse's 4× CPU in one task, which on a server-rendered product page was a slice of the hydration.
  if (writtenWithoutIntl(tag)) {
    const written = sameDay
      ? usDayMonth.day(window.latest)
      : usDayMonth.range(window.earliest, window.latest);
    if (written !== null)
      return sameDay ? { kind: 'by', date: written } : { kind: 'between', dates: written };
  }
  if (sameDay) {
    const day = lazyIntl(
      `promise-day:${tag}`,
      () =>
        new Intl.DateTimeFormat(tag, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          numberingSystem: 'latn',
        }),
    );
    return { kind: 'by', date: day().format(window.latest) };
  }
  const range = lazyIntl(
    `promise-range:${tag}`,
    () => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', numberingSystem: 'latn' }),
  );
  return { kind: 'between', dates: range().formatRange(window.earliest, window.latest) };
}
