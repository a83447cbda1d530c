// Dates and relative times in the active language through Intl (issue 11). The backend sends dates as text in
// several shapes ("2026-11-24 22:10:00", ISO, "24 Nov 2026"); what cannot be read as a date is shown as sent,
// never as "Invalid Date".
import { lazyIntl } from './intl-cache.ts';
import { intlLocale } from './plural.ts';

export type DateStyle = 'date' | 'dateTime';
export type FormatDate = (value: string | number | Date | null | undefined, style?: DateStyle) => string;
export type FormatRelativeTime = (value: string | number | Date | null | undefined, now?: number) => string;

/** A Date from the backend's text (SQL "Y-m-d H:i:s" is read as local time), or null. */
export function readDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  const sql = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (sql) {
    const [, y, m, d, h = '0', min = '0', s = '0'] = sql;
    const date = new Date(Number(y), Number(m) - 1, Number(d), Number(h), Number(min), Number(s));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  // Only texts that carry a year: `Date.parse` reads many things that are not dates ("3", "May").
  if (!/\d{4}/.test(text)) return null;
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

const shown = (value: string | number | Date | null | undefined): string =>
  value === null || value === undefined ? '' : value instanceof Date ? '' : String(value);

/** Intl's short month names in US English. */
export const US_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const US_ENGLISH = new Set(['en', 'en-US']);

/** Whether `tag`'s dates are written here without Intl (an Intl locale tag, `intlLocale`'s answer). */
export const writtenWithoutIntl = (tag: string): boolean => US_ENGLISH.has(tag);

/**
 * A US English date ("Sep 5, 2024") without Intl, exactly as Intl writes it (dates.test.ts compares them); null
 * outside four-digit years, where Intl's own rules take over. The page's first Intl object loads the locale data
 * for the whole page — on the shop page, for the "Joined …" date: ≈ 65 ms here, ≈ 260 ms at Lighthouse's 4× CPU,
 * in one task.
 */
const usDate = (date: Date): string | null => {
  const year = date.getFullYear();
  return year >= 1000 && year <= 9999 ? `${US_MONTHS[date.getMonth()]} ${date.getDate()}, ${year}` : null;
};

export function createDateFormatters(locale: string): {
  formatDate: FormatDate;
  formatRelativeTime: FormatRelativeTime;
} {
  const tag = intlLocale(locale);
  const usEnglish = writtenWithoutIntl(tag);
  // The month by name (never "11/24" vs "24/11" ambiguity), digits Latin as prices show them.
  const day = { year: 'numeric', month: 'short', day: 'numeric', numberingSystem: 'latn' } as const;
  const date = lazyIntl(`date:${tag}`, () => new Intl.DateTimeFormat(tag, day));
  const dateTime = lazyIntl(
    `dateTime:${tag}`,
    () => new Intl.DateTimeFormat(tag, { ...day, hour: 'numeric', minute: '2-digit' }),
  );
  const relative = lazyIntl(
    `relative:${tag}`,
    () => new Intl.RelativeTimeFormat(`${tag}-u-nu-latn`, { numeric: 'auto' }),
  );
  const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 24 * 3600],
    ['month', 30 * 24 * 3600],
    ['week', 7 * 24 * 3600],
    ['day', 24 * 3600],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
  ];
  return {
    formatDate: (value, style = 'date') => {
      const read = readDate(value);
      if (!read) return shown(value);
      if (style === 'date') return (usEnglish ? usDate(read) : null) ?? date().format(read);
      return dateTime().format(read);
    },
    formatRelativeTime: (value, now = Date.now()) => {
      const read = readDate(value);
      if (!read) return shown(value);
      const seconds = Math.round((read.getTime() - now) / 1000);
      const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
      return relative().format(Math.round(seconds / size), unit);
    },
  };
}
