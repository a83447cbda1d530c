import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDateFormatters } from './dates.ts';
import { createPlural } from './plural.ts';

afterEach(() => vi.restoreAllMocks());

describe('Intl objects are built on first use and shared', () => {
  it('creating formatters builds no Intl object; formatting builds each once per locale', () => {
    const plurals = vi.spyOn(Intl, 'PluralRules');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    // A locale no other test uses, so the shared cache starts empty for it.
    const plural = createPlural({}, 'en-NZ');
    const { formatDate } = createDateFormatters('en-NZ');
    expect(plurals).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();

    expect(plural('items', 2)).toBe('2 items');
    expect(plural('items', 1)).toBe('1 item');
    expect(createPlural({}, 'en-NZ')('reviews', 3)).toBe('3 reviews');
    expect(formatDate('2026-11-24')).toMatch(/24.*Nov.*2026/);
    expect(formatDate('2026-11-25')).toMatch(/25.*Nov.*2026/);
    expect(plurals).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
  });

  it('English whole-number counts on the first screen build no number formatter at all', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const plurals = vi.spyOn(Intl, 'PluralRules');
    expect(createPlural({}, 'en')('reviews', 1234)).toBe('1,234 reviews');
    expect(numbers).not.toHaveBeenCalled();
    expect(plurals).not.toHaveBeenCalled();
  });
});
