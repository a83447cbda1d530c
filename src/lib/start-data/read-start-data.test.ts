import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { readStartData } from './read-start-data.ts';

const StartData = z.object({
  settings_data: z.object({ pushar_activated: z.coerce.boolean() }),
  lang_keywords: z.record(z.string(), z.string()),
});

const embed = (text: string, type = 'application/json') => {
  const script = document.createElement('script');
  script.type = type;
  script.id = 'start-data';
  script.textContent = text;
  document.body.append(script);
};

afterEach(() => document.getElementById('start-data')?.remove());

describe('readStartData', () => {
  it('returns null when the page carries no start data, so the app fetches GET /start-data', () => {
    expect(readStartData(StartData)).toBeNull();
  });

  it('parses and validates the embedded start data', () => {
    embed('{"settings_data":{"pushar_activated":1},"lang_keywords":{"Cart":"Panier"},"extra":"x"}');
    expect(readStartData(StartData)).toEqual({
      settings_data: { pushar_activated: true },
      lang_keywords: { Cart: 'Panier' },
    });
  });

  it('accepts the escaped form Laravel’s @json writes', () => {
    embed('{"settings_data":{"pushar_activated":0},"lang_keywords":{"\\u003Cb\\u003E":"x"}}');
    expect(readStartData(StartData)?.lang_keywords).toEqual({ '<b>': 'x' });
  });

  it('returns null and logs the failing paths for invalid or truncated data, never the unvalidated data', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    embed('{"settings_data":{},"lang_keywords":[]}');
    expect(readStartData(StartData)).toBeNull();
    expect(String(log.mock.calls[0]?.[0])).toContain('lang_keywords: expected record, received array');
    document.getElementById('start-data')?.remove();
    embed('{"settings_data":');
    expect(readStartData(StartData)).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('ignores an element that is not a JSON script', () => {
    embed('{"settings_data":{},"lang_keywords":{}}', 'text/javascript');
    expect(readStartData(StartData)).toBeNull();
  });
});
