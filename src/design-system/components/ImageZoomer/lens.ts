/** Lens centre as fractions of the preview (0–1, physical: x from the left, y from the top). */
export type LensPoint = { x: number; y: number };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Keeps the lens (1/zoom of the preview on each side) wholly inside the preview. */
export function clampLens(point: LensPoint, zoomFactor: number): LensPoint {
  const half = 1 / (2 * zoomFactor);
  return { x: clamp(point.x, half, 1 - half), y: clamp(point.y, half, 1 - half) };
}

/** Pointer position → lens centre, from the preview's bounding box. */
export function lensFromPointer(
  clientX: number,
  clientY: number,
  box: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  zoomFactor: number,
): LensPoint {
  if (box.width <= 0 || box.height <= 0) return { x: 0.5, y: 0.5 };
  return clampLens({ x: (clientX - box.left) / box.width, y: (clientY - box.top) / box.height }, zoomFactor);
}

/**
 * Background position (in %) that shows, in a pane the preview's size, the part of the large image under the lens.
 * With the background scaled to zoom × 100%, a lens at its smallest centre maps to 0% and at its largest to 100%.
 */
export function paneBackgroundPosition(lens: LensPoint, zoomFactor: number): { x: number; y: number } {
  const half = 1 / (2 * zoomFactor);
  const span = 1 - 2 * half;
  const toPercent = (v: number) => (span <= 0 ? 50 : ((v - half) / span) * 100);
  return { x: toPercent(lens.x), y: toPercent(lens.y) };
}
