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

/** The card's inner padding in px (TimelineCard): a card cut by no more than this shows all its text. */
const TIMELINE_CARD_PADDING = 20

/**
 * How much of the track's left edge to hide while the current role is centred (issue 24 item 4): the
 * sliver of the earlier card the edge cuts, when its text would be cut, so no card shows mid-word. Zero
 * when the edge falls in a gap or in a card's padding.
 */
export function hiddenNeighbourBand(trackWidth: number, cardWidth: number, gap: number): number {
  // Chromium reports a window a few pixels wide for a moment while it draws a full-page screenshot: a
  // card no wider than its padding never shrinks `room` below, and the loop would spin for ever.
  if (!(cardWidth > TIMELINE_CARD_PADDING && gap > 0 && Number.isFinite(trackWidth))) return 0
  let room = (trackWidth - cardWidth) / 2
  for (;;) {
    room -= gap
    if (room <= 0) return 0
    if (room < cardWidth - TIMELINE_CARD_PADDING) return Math.ceil(room)
    room -= cardWidth
    if (room <= 0) return 0
  }
}
