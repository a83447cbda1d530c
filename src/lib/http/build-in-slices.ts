// A schema's first parse done a property at a time (docs/performance.md, "No render asked for while the hydration
// commits"). A module of its own, imported by a server-rendered page's hydration only: what the validation chunk's
// tolerant-parse.ts exports all ships (the HTTP client imports it dynamically, whole), and the drop-in's first route
// has no room for it.
import '../zod-csp.ts';
import { safeParseAsync, type $ZodType } from 'zod/v4/core';

/**
 * The first parse with a schema builds it (the generated models are lazy: docs/performance.md) and runs code the
 * engine has not seen yet: for the start props, ≈ 65–95 ms of main thread at Lighthouse's 4× CPU in one task. This
 * does that work one property of the object the schema reads at a time, each after `endTask` (`yieldToMain`), before
 * the parse that counts; the results are thrown away, so what the body reads as is unchanged.
 */
export async function buildInSlices(
  schema: $ZodType,
  body: unknown,
  endTask: () => Promise<void>,
): Promise<void> {
  let inner = schema;
  while (inner._zod.def.type === 'lazy') inner = (inner._zod as unknown as { innerType: $ZodType }).innerType;
  const { shape = {} } = inner._zod.def as { shape?: Record<string, $ZodType> };
  for (const [key, property] of Object.entries(shape)) {
    await endTask();
    // Its work is done within the call (the models have no asynchronous checks); a failure is the parse's to report.
    await safeParseAsync(property, (body as Record<string, unknown> | null)?.[key]);
  }
}
