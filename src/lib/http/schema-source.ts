// Where a response's schema comes from (docs/performance.md, "Response schemas"). The generated endpoints hand the
// client a loader (`() => import(<model module>)`), so neither the models nor zod are part of the JavaScript that
// imports the hooks; hand-written callers may still pass a schema. The client starts the loading together with the
// request, so the answer and its validator arrive in parallel and the validation itself is unchanged
// (tolerant-parse.ts).
import type { $ZodType } from 'zod/v4/core';
import { formatIssues } from './contract-issues.ts';
import { ContractError, NetworkError } from './errors.ts';
import type { TolerantResult } from './tolerant-parse.ts';
import { yieldToMain } from '../yield-to-main.ts';

export type SchemaSource = $ZodType | (() => Promise<$ZodType>);

/** Checks a body against the schema the way tolerant-parse.ts does. */
export type Validate = (body: unknown) => Promise<TolerantResult<unknown>>;

/** The schemas parsed at least once. */
const built = new WeakSet<$ZodType>();

const isSchema = (source: SchemaSource): source is $ZodType =>
  typeof source === 'object' && source !== null && '_zod' in source;

/**
 * Starts loading the schema and the validator; the promise settles when both are there. It is never left
 * unobserved: a caller that ends before reading the body (an abort, a network failure) does not leave an
 * unhandled rejection behind.
 */
export function prepareValidation(source: SchemaSource): Promise<Validate> {
  // In a task after the request's: Vite's loader adds a link for each file of the schema (a home answer's is a dozen),
  // 1–3 ms of main thread each, which made the first screen's request one long task with them.
  const ready = yieldToMain()
    .then(() =>
      Promise.all([
        isSchema(source) ? source : source(),
        import('./tolerant-parse.ts'),
        import('./build-in-slices.ts'),
      ]),
    )
    .then(([schema, { tolerantParse }, { buildInSlices }]): Validate => async (body) => {
      // A schema's first parse builds it: a piece per task first (ADR 061), or it was one long task per answer.
      if (!built.has(schema)) {
        built.add(schema);
        await buildInSlices(schema, body, yieldToMain);
      }
      return tolerantParse(schema, body);
    });
  ready.catch(() => undefined);
  return ready;
}

/**
 * The body as the schema reads it, or the typed error: a `NetworkError` when the validator could not be loaded
 * (offline before the app was cached, a deployment replaced the files — the answer cannot be trusted yet, and trying
 * again is what helps), a `ContractError` naming the paths when the body does not match.
 */
export async function validated(
  ready: Promise<Validate>,
  body: unknown,
  operation: string,
  status?: number,
): Promise<unknown> {
  let validate: Validate;
  try {
    validate = await ready;
  } catch (error) {
    throw new NetworkError(operation, error);
  }
  const result = await validate(body);
  if (!result.success) throw new ContractError(operation, formatIssues(result.issues), status);
  return result.data;
}
