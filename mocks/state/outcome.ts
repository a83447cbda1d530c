/**
 * Outcome of the account/address/notification/refund actions that have messages beyond domain/errors.ts: the same
 * shape as the domain's `Result` failures (`key` = English template and language-keyword key, `params`), so a
 * handler translates both alike. A domain `Result<T>` is assignable to `Outcome<T>`.
 */
import { fillTemplate, type ErrorParams } from '../domain/errors';

export interface Failure {
  key: string;
  params: ErrorParams;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: Failure };

export function done<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function refuse<T = never>(key: string, params: ErrorParams = {}): Outcome<T> {
  return { ok: false, error: { key, params } };
}

/** The English message of a failure (tests, logs). */
export function failureMessage(failure: Failure): string {
  return fillTemplate(failure.key, failure.params);
}
