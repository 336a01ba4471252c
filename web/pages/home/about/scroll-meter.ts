/** TL;DR turns off after more than 300 px of scrolling within a second (docs/spec.md §9). */
const SCROLL_OFF_PX = 300
const SCROLL_IDLE_RESET_MS = 1000

export interface ScrollMeter {
  total: number
  lastY: number
  lastAt: number
}

export const startMeter = (y: number, now: number): ScrollMeter => ({ total: 0, lastY: y, lastAt: now })

/**
 * Adds one scroll event. Distance adds up in either direction; a gap of a second or more since the
 * previous event starts the count again. `tripped` says the threshold was passed.
 */
export function measureScroll(
  meter: ScrollMeter,
  y: number,
  now: number,
): { meter: ScrollMeter; tripped: boolean } {
  const base = now - meter.lastAt >= SCROLL_IDLE_RESET_MS ? 0 : meter.total
  const total = base + Math.abs(y - meter.lastY)
  return { meter: { total, lastY: y, lastAt: now }, tripped: total > SCROLL_OFF_PX }
}
