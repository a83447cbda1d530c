// Where a response's schema comes from (ADR 040). The generated endpoints hand the client a loader
// (`() => import(<model module>)`), so neither the models nor zod are part of the JavaScript that imports the
// hooks; hand-written callers may still pass a schema. The client starts the loading together with the request,
// so the answer and its validator arrive in parallel and the validation itself is unchanged (tolerant-parse.ts).
import type { $ZodType } from 'zod/v4/core';
import type { TolerantResult } from './tolerant-parse.ts';

export type SchemaSource = $ZodType | (() => Promise<$ZodType>);

/** Checks a body against the schema the way tolerant-parse.ts does. */
export type Validate = (body: unknown) => Promise<TolerantResult<unknown>>;

const isSchema = (source: SchemaSource): source is $ZodType =>
  typeof source === 'object' && source !== null && '_zod' in source;

/**
 * Starts loading the schema and the validator; the promise settles when both are there. It is never left
 * unobserved: a caller that ends before reading the body (an abort, a network failure) does not leave an
 * unhandled rejection behind.
 */
export function prepareValidation(source: SchemaSource): Promise<Validate> {
  const ready = Promise.all([isSchema(source) ? source : source(), import('./tolerant-parse.ts')]).then(
    ([schema, { tolerantParse }]): Validate =>
      (body) =>
        tolerantParse(schema, body),
  );
  ready.catch(() => undefined);
  return ready;
}
