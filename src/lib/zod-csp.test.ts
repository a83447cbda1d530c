import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import './zod-csp.ts';

describe('zod-csp', () => {
  it('switches zod to its eval-free mode', () => {
    expect(config().jitless).toBe(true);
  });
});
