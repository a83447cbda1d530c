import { describe, expect, it } from 'vitest';
import { buildInSlices } from './build-in-slices.ts';
import { tolerantParse } from './tolerant-parse.ts';
import * as z from 'zod/mini';

const events: string[] = [];
const endTask = async () => {
  events.push('new task');
};
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
  it('parses each property of a lazy object after a task boundary, leaving the result as it was', async () => {
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
    ]);
    // Built once: a later pass only parses.
    events.length = 0;
    await buildInSlices(Body, body, endTask);
    expect(events).toEqual(['new task', 'parse name', 'new task', 'new task', 'parse city']);
    // The parse that counts is untouched: the body's PHP spelling is still read, and the input is not changed.
    expect(await tolerantParse(Body, body)).toEqual({
      success: true,
      data: { name: 'Ada', price: 12.5, city: 'Dhaka' },
    });
    expect(body.price).toBe('12.50');
  });

  it('goes one level further into an object or a record (a product answer, the home sections), a piece per task', async () => {
    events.length = 0;
    const entry = z.object({ title: recorded('entry') });
    const Body = z.lazy(() =>
      z.object({
        product: z.lazy(() => z.object({ name: recorded('product.name'), city: recorded('product.city') })),
        components: z.record(z.string(), entry),
      }),
    );
    const body = {
      product: { name: 'Ada', city: 'Dhaka' },
      components: { banner: { title: 'one' }, deals: { title: 'two' } },
    };
    await buildInSlices(Body, body, endTask);
    expect(events).toEqual([
      'new task',
      'new task',
      'build product.name',
      'parse product.name',
      'new task',
      'build product.city',
      'parse product.city',
      'new task',
      'new task',
      'build entry',
      'parse entry',
      'new task',
      'parse entry',
    ]);
    expect(await tolerantParse(Body, body)).toEqual({ success: true, data: body });
  });

  it('of a record of words, parses the first alone: the rest share its schema (the ~2,760 language keywords)', async () => {
    events.length = 0;
    const word = recorded('word');
    const Keywords = z.lazy(() =>
      z.object({ lang: z.record(z.string(), word), language: recorded('language') }),
    );
    const lang = Object.fromEntries(Array.from({ length: 2760 }, (_, i) => [`Keyword ${i}`, `Mot ${i}`]));
    const tasks: string[] = [];
    await buildInSlices(Keywords, { lang, language: 'fr' }, async () => {
      tasks.push('new task');
      events.push('new task');
    });
    expect(events).toEqual([
      'new task',
      'new task',
      'build word',
      'parse word',
      'new task',
      'build language',
      'parse language',
    ]);
    expect(tasks).toHaveLength(3);
    // Objects among the words are each a piece of their own, as the home sections are.
    events.length = 0;
    await buildInSlices(
      z.record(z.string(), z.unknown()),
      { a: 'x', b: { c: 1 }, d: 'y', e: [1] },
      async () => {
        events.push('new task');
      },
    );
    expect(events).toEqual(['new task', 'new task', 'new task']);
    expect(await tolerantParse(Keywords, { lang, language: 'fr' })).toMatchObject({ success: true });
  });

  it('a body that is not an object, or a schema that does not read one, is left to the parse that counts', async () => {
    events.length = 0;
    const Body = z.object({ name: recorded('name') });
    await buildInSlices(Body, null, endTask);
    // The property is built and finds nothing to read; the lazy wrapper is opened to see what it reads.
    await buildInSlices(recorded('list'), 'x', endTask);
    expect(events).toEqual(['new task', 'build name', 'build list']);
    expect(await tolerantParse(Body, null)).toMatchObject({ success: false });
  });
});
