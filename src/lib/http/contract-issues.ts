// Turns zod issues into short lines a developer can act on: `product.price: expected number, received null`.
// Only types and constraints are named, never the received values (they may hold personal data).
import type { $ZodIssue } from 'zod/v4/core';

export const formatIssuePath = (path: readonly PropertyKey[]): string => {
  if (path.length === 0) return '(root)';
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      return index === 0 ? name : `.${name}`;
    })
    .join('');
};

export const describeReceived = (input: unknown): string => {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
};

const comparison = (
  inclusive: boolean | undefined,
  exact: boolean | undefined,
  strict: string,
  loose: string,
) => (exact ? '=' : inclusive ? loose : strict);

const describeIssue = (issue: $ZodIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, received ${describeReceived(issue.input)}`;
    case 'too_small':
      return `expected ${issue.origin} ${comparison(issue.inclusive, issue.exact, '>', '>=')} ${String(issue.minimum)}`;
    case 'too_big':
      return `expected ${issue.origin} ${comparison(issue.inclusive, issue.exact, '<', '<=')} ${String(issue.maximum)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(' | ')}`;
    case 'invalid_format':
      return `expected a valid ${issue.format}`;
    case 'unrecognized_keys':
      return `unexpected keys ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'matches none of the allowed shapes';
    default:
      return issue.message || issue.code;
  }
};

export const formatIssues = (issues: readonly $ZodIssue[]): string[] =>
  issues.map((issue) => `${formatIssuePath(issue.path)}: ${describeIssue(issue)}`);
