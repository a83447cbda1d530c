/**
 * A tiny seeded pseudo-random generator (mulberry32). The store keeps its 32-bit state, so "random" ids such as
 * guest trx ids and CSRF tokens are reproducible from the seed and continue after a reload.
 */

export interface RandomSource {
  /** Next float in [0, 1). */
  next(): number;
  /** Current internal state, to persist and resume from. */
  readonly state: number;
}

export function createRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    get state() {
      return a;
    },
  };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomString(random: RandomSource, length: number, alphabet = ALPHANUMERIC): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(random.next() * alphabet.length)];
  return out;
}

/** FNV-1a 32-bit hash, for deterministic colours and digests. Not cryptographic. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
