/**
 * Money arithmetic. Every rule computes in integer minor units of the default currency (cents for USD), so sums
 * are exact and never drift; amounts leave the domain as major-unit numbers with at most two decimals, which is
 * what the backend's JSON carries. Display formatting is not done here (see src/lib/money).
 */

/** An integer number of minor units (1/100) of the default currency. */
export type Minor = number;

export const MINOR_PER_MAJOR = 100;

/** Round half away from zero, so +x and -x round symmetrically. */
export function roundHalfAway(x: number): number {
  const r = Math.round(Math.abs(x));
  return x < 0 ? -r : r;
}

/** Major-unit amount (49.99) to minor units (4999). Rejects NaN and infinities instead of spreading them. */
export function toMinor(major: number): Minor {
  if (!Number.isFinite(major)) throw new RangeError(`toMinor: not a finite amount: ${String(major)}`);
  // toFixed(6) first: 1.005 * 100 is 100.49999… in binary floating point.
  return roundHalfAway(Number((major * MINOR_PER_MAJOR).toFixed(6))) || 0;
}

/** Minor units to a major-unit number with at most two decimals. */
export function toMajor(minor: Minor): number {
  if (!Number.isInteger(minor))
    throw new RangeError(`toMajor: not an integer minor amount: ${String(minor)}`);
  return minor / MINOR_PER_MAJOR || 0;
}

/** `pct` percent of an amount, rounded to a whole minor unit. */
export function percentOf(amount: Minor, pct: number): Minor {
  if (!Number.isFinite(pct)) return 0;
  return roundHalfAway((amount * pct) / 100) || 0;
}

export function sum(values: Iterable<Minor>): Minor {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

export function clamp(value: Minor, min: Minor, max: Minor): Minor {
  return Math.min(Math.max(value, min), max);
}

/**
 * Split `total` over `weights` proportionally, in whole minor units, with the largest-remainder method: the parts
 * always add up to `total` exactly, and no part exceeds its weight when `total` ≤ Σ weights. Ties go to the
 * earlier index, so the split is deterministic.
 */
export function distribute(total: Minor, weights: readonly Minor[]): Minor[] {
  const parts = weights.map(() => 0);
  const weightSum = sum(weights.map((w) => Math.max(0, w)));
  if (total <= 0 || weightSum <= 0) return parts;
  const exact = weights.map((w) => (Math.max(0, w) * total) / weightSum);
  let given = 0;
  exact.forEach((x, i) => {
    parts[i] = Math.floor(x);
    given += parts[i]!;
  });
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .filter(({ i }) => (weights[i] ?? 0) > 0)
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; given < total && order.length > 0; k = (k + 1) % order.length) {
    const idx = order[k]!.i;
    parts[idx]! += 1;
    given += 1;
  }
  return parts;
}
