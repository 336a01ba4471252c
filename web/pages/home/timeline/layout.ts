/** Card width in px for a viewport width (docs/spec.md §9). */
export function timelineCardWidth(viewport: number): number {
  if (viewport >= 1024) return 400
  if (viewport >= 768) return 380
  if (viewport >= 640) return 350
  if (viewport >= 480) return Math.min(300, viewport - 64)
  if (viewport >= 375) return Math.min(280, viewport - 64)
  return Math.min(240, viewport - 48)
}

/** Space between cards in px. */
export function timelineCardGap(viewport: number): number {
  if (viewport >= 1024) return 48
  if (viewport >= 768) return 40
  if (viewport >= 640) return 32
  return 24
}

/** Room after the last card so it can scroll to the centre of the track. */
export function timelineExtraOffset(viewport: number): number {
  return viewport >= 768 ? 550 : 300
}

/** scrollLeft that puts an item's centre in the middle of the track, never before the start. */
export function centredScrollLeft(itemLeft: number, itemWidth: number, trackWidth: number): number {
  return Math.max(0, Math.round(itemLeft + itemWidth / 2 - trackWidth / 2))
}

/** The spec centres the current role this long after the data changes, as late layout settles. */
export const AUTO_CENTRE_DELAYS_MS = [100, 500, 1000] as const
