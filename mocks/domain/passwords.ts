/**
 * Demo-only password digests. Not security: the demo shop runs in the visitor's own browser. The point is only
 * that no plain password sits in the persisted state (localStorage).
 */
import { fnv1a } from './random';

export function passwordDigest(password: string): string {
  const a = fnv1a(`marketfront-demo:${password}`).toString(16).padStart(8, '0');
  const b = fnv1a(`${password}:marketfront-demo`).toString(16).padStart(8, '0');
  return `demo$${a}${b}`;
}

export function passwordMatches(password: string, digest: string): boolean {
  return passwordDigest(password) === digest;
}
