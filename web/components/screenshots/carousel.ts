/** Slideshow interval (docs/spec.md §9). */
export const SLIDESHOW_INTERVAL_MS = 4000

/** Horizontal travel that counts as a swipe, in CSS pixels. */
export const SWIPE_THRESHOLD_PX = 50

/** Index `step` places away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}

/**
 * The navigation step a pointer gesture asks for: a mostly horizontal move of at least the threshold.
 * Swiping left shows the next image (+1), swiping right the previous one (-1); anything else is 0.
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}
