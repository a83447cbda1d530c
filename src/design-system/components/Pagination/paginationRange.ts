export type PaginationItem = number | 'gap-start' | 'gap-end';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The pages to show around `page`: always the first and last, `siblings` on each side of the current one, and
 * gaps for the rest. The number of slots stays the same from page to page, so the controls do not jump.
 *   (5, 20, 1) → [1, 'gap-start', 4, 5, 6, 'gap-end', 20]
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = siblings * 2 + 5; // first, last, current, two gaps, siblings
  if (count <= slots) return range(1, count);

  const edgeBlock = siblings * 2 + 3;
  const gapBefore = current - siblings > 3;
  const gapAfter = current + siblings < count - 2;
  if (!gapBefore) return [...range(1, edgeBlock), 'gap-end', count];
  if (!gapAfter) return [1, 'gap-start', ...range(count - edgeBlock + 1, count)];
  return [1, 'gap-start', ...range(current - siblings, current + siblings), 'gap-end', count];
}
