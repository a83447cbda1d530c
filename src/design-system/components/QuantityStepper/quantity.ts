// Pure quantity arithmetic, kept apart from the component so it can be property-tested.

export type QuantityBounds = { min: number; max?: number | undefined; step: number };

/** The largest value on the step grid (min, min + step, …) that does not exceed max. */
export function reachableMax({ min, max, step }: QuantityBounds): number | undefined {
  if (max === undefined) return undefined;
  return max <= min ? min : min + Math.floor((max - min) / step) * step;
}

/** Clamps to [min, max] and snaps to the step grid counted from `min`. */
export function clampQuantity(value: number, bounds: QuantityBounds): number {
  const { min, step } = bounds;
  if (!Number.isFinite(value)) return min;
  const upper = reachableMax(bounds) ?? Number.POSITIVE_INFINITY;
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(upper, Math.max(min, snapped));
}

/** Which bound, if any, the value sits on. */
export function boundOf(value: number, bounds: QuantityBounds): 'min' | 'max' | null {
  const upper = reachableMax(bounds);
  if (upper !== undefined && value >= upper) return 'max';
  if (value <= bounds.min) return 'min';
  return null;
}

/** Reads what the shopper typed; null when it is not a whole number. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Number.parseInt(trimmed, 10);
}
