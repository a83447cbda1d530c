import { describe, expect, it } from 'vitest';
import { createDateFormatters, readDate } from './dates.ts';

const NOW = new Date(2026, 10, 24, 22, 10, 0).getTime();

describe('dates in the active language', () => {
  it('reads the backend shapes and refuses what is not a date', () => {
    expect(readDate('2026-11-24 22:10:00')?.getHours()).toBe(22);
    expect(readDate('2026-11-24')?.getDate()).toBe(24);
    expect(readDate('2026-11-24T22:10:00Z')).not.toBeNull();
    expect(readDate('soon')).toBeNull();
    expect(readDate('3')).toBeNull();
    expect(readDate('')).toBeNull();
    expect(readDate(null)).toBeNull();
  });

  it('formats a date in en, fr and ar (Latin digits), and shows unreadable text as sent', () => {
    expect(createDateFormatters('en').formatDate('2026-11-24')).toBe('Nov 24, 2026');
    expect(createDateFormatters('fr').formatDate('2026-11-24')).toBe('24 nov. 2026');
    expect(createDateFormatters('ar').formatDate('2026-11-24')).toMatch(/24.*2026/);
    expect(createDateFormatters('ar').formatDate('2026-11-24')).toContain('نوفمبر');
    expect(createDateFormatters('fr').formatDate('next week')).toBe('next week');
    expect(createDateFormatters('').formatDate(undefined)).toBe('');
  });

  it('writes US English dates without Intl exactly as Intl writes them', () => {
    for (const tag of ['en', 'en-US', 'en_US']) {
      const { formatDate } = createDateFormatters(tag);
      const intl = new Intl.DateTimeFormat(tag.replace('_', '-'), {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        numberingSystem: 'latn',
      });
      for (const year of [999, 1000, 1999, 2026, 9999])
        for (let month = 0; month < 12; month += 1)
          for (const day of [1, 9, 28]) {
            const date = new Date(year, month, day, 23, 59);
            date.setFullYear(year); // two-digit years would otherwise mean 19xx
            expect(formatDate(date), `${tag} ${date.toISOString()}`).toBe(intl.format(date));
          }
    }
  });

  it('relative times pick the largest unit and speak the language', () => {
    const en = createDateFormatters('en').formatRelativeTime;
    expect(en(NOW - 30_000, NOW)).toBe('30 seconds ago');
    expect(en(NOW - 5 * 60_000, NOW)).toBe('5 minutes ago');
    expect(en(NOW - 24 * 3600_000, NOW)).toBe('yesterday');
    expect(en(NOW + 2 * 3600_000, NOW)).toBe('in 2 hours');
    expect(createDateFormatters('fr').formatRelativeTime(NOW - 3 * 24 * 3600_000, NOW)).toBe(
      'il y a 3 jours',
    );
    expect(createDateFormatters('ar').formatRelativeTime(NOW - 24 * 3600_000, NOW)).toBe('أمس');
    expect(en('not a date', NOW)).toBe('not a date');
  });
});
