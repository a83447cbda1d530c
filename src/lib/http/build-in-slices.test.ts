import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildInSlices, tolerantParse } from './tolerant-parse.ts';
import { prepareValidation } from './schema-source.ts';
import * as z from 'zod/mini';

const events: string[] = [];
const endTask = async () => {
  events.push('new task');
};
// prepareValidation's yieldToMain ends the task with `scheduler.yield` where there is one: here, a recorder.
beforeEach(() => {
  vi.stubGlobal('scheduler', {
    yield: async () => {
      events.push('new task');
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A property whose parse is recorded, as a generated model is: a lazy object (built on first parse). */
const recorded = (name: string) =>
  z.lazy(() => {
    events.push(`build ${name}`);
    return z.string().check(
      z.refine(() => {
        events.push(`parse ${name}`);
        return true;
      }),
    );
  });

describe('buildInSlices: a schema’s first parse, one property per task', () => {
  it('parses each property of a lazy object in a task of its own, once per schema, leaving the result as it was', async () => {
    events.length = 0;
    const Body = z.lazy(() =>
      z.object({ name: recorded('name'), price: z.number(), city: recorded('city') }),
    );
    const body = { name: 'Ada', price: '12.50', city: 'Dhaka' };
    await buildInSlices(Body, body, endTask);
    expect(events).toEqual([
      'new task',
      'build name',
      'parse name',
      'new task',
      'new task',
      'build city',
      'parse city',
      'new task',
    ]);
    events.length = 0;
    await buildInSlices(Body, body, endTask);
    expect(events).toEqual([]);
    // The parse that counts is untouched: the body's PHP spelling is still read, and the input is not changed.
    expect(await tolerantParse(Body, body)).toEqual({
      success: true,
      data: { name: 'Ada', price: 12.5, city: 'Dhaka' },
    });
    expect(body.price).toBe('12.50');
  });

  it('a body that is not an object, or a schema that does not read one, is left to the parse that counts', async () => {
    events.length = 0;
    const Body = z.object({ name: recorded('name') });
    await buildInSlices(Body, null, endTask);
    await buildInSlices(recorded('list'), 'x', endTask);
    // The lazy wrapper is opened (built) to see what it reads; nothing is parsed.
    expect(events).toEqual(['new task', 'build list', 'new task']);
    expect(await tolerantParse(Body, null)).toMatchObject({ success: false });
  });

  it('prepareValidation slices only when asked', async () => {
    events.length = 0;
    const Body = z.object({ name: recorded('name') });
    const plain = await prepareValidation(Body);
    await plain({ name: 'Ada' });
    expect(events).toEqual(['build name', 'parse name']);
    events.length = 0;
    const Sliced = z.object({ name: recorded('name') });
    const sliced = await prepareValidation(Sliced, { inSlices: true });
    expect(await sliced({ name: 'Ada' })).toEqual({ success: true, data: { name: 'Ada' } });
    expect(events).toEqual(['new task', 'build name', 'parse name', 'new task', 'parse name']);
  });
});
