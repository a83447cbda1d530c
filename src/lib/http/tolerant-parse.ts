// Validation that is tolerant where the backend is loose and strict where it matters. The schema decides: when a
// value fails only because of how PHP/Laravel spelled it, it is rewritten to what the schema expects and the body
// is checked again — a numeric string where a number is expected ("12.50", "1"), true/false or "0"/"1" for a 0/1
// flag and 0/1 for a boolean, `""` where a list is expected (the backend's empty value), a number where a string
// is expected. Nothing else is repaired: a price of "abc", a negative stock or a missing field still fails, and
// the issues reported are those of the untouched body. Unknown keys never fail (generated objects strip them).
import '../zod-csp.ts';
import { safeParseAsync, type $ZodIssue, type $ZodType } from 'zod/v4/core';

const NUMERIC = /^-?\d+(?:\.\d+)?$/;
const MAX_ROUNDS = 8;

type Expectation = 'number' | 'boolean' | 'array' | 'string';

/** What an issue says the value should have been, looking inside unions and literal sets. */
function expectations(issue: $ZodIssue): Set<Expectation> {
  const out = new Set<Expectation>();
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'number' || issue.expected === 'int') out.add('number');
    if (issue.expected === 'boolean') out.add('boolean');
    if (issue.expected === 'array') out.add('array');
    if (issue.expected === 'string') out.add('string');
  }
  if (issue.code === 'invalid_value') {
    if (issue.values.some((v) => typeof v === 'number')) out.add('number');
    if (issue.values.some((v) => typeof v === 'boolean')) out.add('boolean');
  }
  if (issue.code === 'invalid_union') {
    for (const branch of issue.errors) {
      for (const inner of branch)
        if (inner.path.length === 0) for (const e of expectations(inner)) out.add(e);
    }
  }
  return out;
}

const NO_REPAIR = Symbol('no repair');

function repairValue(value: unknown, wanted: Set<Expectation>): unknown {
  if (wanted.has('number')) {
    if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim());
    if (typeof value === 'boolean') return value ? 1 : 0;
  }
  if (wanted.has('boolean')) {
    if (value === 1 || value === '1' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'false' || value === '') return false;
  }
  if (wanted.has('array') && value === '') return [];
  if (wanted.has('string') && typeof value === 'number' && Number.isFinite(value)) return String(value);
  return NO_REPAIR;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function setAt(root: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const parent = valueAt(root, path.slice(0, -1));
  if (typeof parent === 'object' && parent !== null) {
    (parent as Record<PropertyKey, unknown>)[path[path.length - 1]!] = value;
  }
  return root;
}

export type TolerantResult<T> = { success: true; data: T } | { success: false; issues: $ZodIssue[] };

export async function tolerantParse<T>(schema: $ZodType, body: unknown): Promise<TolerantResult<T>> {
  const first = await safeParseAsync(schema, body, { reportInput: true });
  if (first.success) return { success: true, data: first.data as T };
  let current: unknown = body === undefined ? undefined : structuredClone(body);
  let issues = first.error.issues;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    let repaired = false;
    for (const issue of issues) {
      const fixed = repairValue(valueAt(current, issue.path), expectations(issue));
      if (fixed === NO_REPAIR) continue;
      current = setAt(current, issue.path, fixed);
      repaired = true;
    }
    if (!repaired) break;
    const again = await safeParseAsync(schema, current, { reportInput: true });
    if (again.success) return { success: true, data: again.data as T };
    issues = again.error.issues;
  }
  return { success: false, issues: first.error.issues };
}
