// A schema's first parse done a piece at a time (docs/performance.md, "No render asked for while the hydration
// commits", and ADR 061 for every answer's first parse). In the validation chunk with the tolerant reader
// (scripts/budgets/chunk-groups.mjs): the HTTP client runs it before a schema's first parse, and a server-rendered
// page's hydration before the start props'.
import '../zod-csp.ts';
import { safeParseAsync, type $ZodType } from 'zod/v4/core';

/** What a schema reads, seen through the lazy, optional and nullable wrappers the generated models use. */
function unwrap(schema: $ZodType): $ZodType {
  let inner = schema;
  for (;;) {
    const { def } = inner._zod;
    if (def.type === 'lazy') inner = (inner._zod as unknown as { innerType: $ZodType }).innerType;
    else if (def.type === 'optional' || def.type === 'nullable')
      inner = (def as unknown as { innerType: $ZodType }).innerType;
    else return inner;
  }
}

const isRecordLike = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A record's entries share its one value schema. An entry that is an object or a list is a piece of its own (its
 * parse is the work: a home section's data); of the rest (strings, numbers) the first alone, which builds the schema
 * the others then read at once. A piece per string made the language keywords (~2,760 in a shop) as many tasks,
 * and where the browser has no `scheduler.yield` (Safari) each is a timer clamped to 4 ms: the product page's first
 * screen came 5.5 s after the request instead of 1.1 s with the demo's 1,076 keywords.
 */
function recordPieces(valueType: $ZodType, record: Record<string, unknown>): [$ZodType, unknown][] {
  const entries = Object.values(record);
  const isObject = (entry: unknown) => entry !== null && typeof entry === 'object';
  const firstPlain = entries.findIndex((entry) => !isObject(entry));
  return entries
    .filter((entry, index) => isObject(entry) || index === firstPlain)
    .map((entry) => [valueType, entry]);
}

/**
 * The first parse with a schema builds it (the generated models are lazy: docs/performance.md) and runs code the
 * engine has not seen yet: for the start props, ≈ 65–95 ms of main thread at Lighthouse's 4× CPU in one task; for a
 * product's answer ≈ 90 ms. This does that work a piece at a time, each after `endTask` (`yieldToMain`), before the
 * parse that counts: each property of the object the schema reads, and one level further where a property is
 * itself an object (a product answer's `product`) or a record (the home page's `components`, an entry at a time).
 * The results are thrown away, so what the body reads as is unchanged.
 */
export async function buildInSlices(
  schema: $ZodType,
  body: unknown,
  endTask: () => Promise<void>,
  depth = 2,
): Promise<void> {
  const { def } = unwrap(schema)._zod as { def: { shape?: Record<string, $ZodType>; valueType?: $ZodType } };
  const value = isRecordLike(body) ? body : {};
  const pieces: [$ZodType, unknown][] = def.shape
    ? Object.entries(def.shape).map(([key, property]) => [property, value[key]])
    : def.valueType
      ? recordPieces(def.valueType, value)
      : [];
  for (const [piece, part] of pieces) {
    await endTask();
    const inner = depth > 1 && isRecordLike(part) ? (unwrap(piece)._zod.def as typeof def) : {};
    if (inner.shape || inner.valueType) await buildInSlices(piece, part, endTask, depth - 1);
    // Its work is done within the call (the models have no asynchronous checks); a failure is the parse's to report.
    else await safeParseAsync(piece, part);
  }
}
