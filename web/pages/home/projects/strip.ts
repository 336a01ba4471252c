/** Each arrow button scrolls the strip by this much (docs/spec.md §9). */
export const STRIP_SCROLL_STEP = 320

/** Sub-pixel scroll positions (zoom, fractional widths) count as being at the end. */
const EDGE_TOLERANCE = 2

export interface StripEdges {
  atStart: boolean
  atEnd: boolean
}

export function stripEdges(scrollLeft: number, scrollWidth: number, clientWidth: number): StripEdges {
  return {
    atStart: scrollLeft <= EDGE_TOLERANCE,
    atEnd: scrollLeft + clientWidth >= scrollWidth - EDGE_TOLERANCE,
  }
}

const FADE = '48px'

/** A horizontal mask that fades each side where more cards hide beyond the edge. */
export function stripMask({ atStart, atEnd }: StripEdges): string {
  if (atStart && atEnd) return 'none'
  const left = atStart ? 'black 0' : `transparent 0, black ${FADE}`
  const right = atEnd ? 'black 100%' : `black calc(100% - ${FADE}), transparent 100%`
  return `linear-gradient(to right, ${left}, ${right})`
}

/** Largest card tilt in degrees. */
const MAX_TILT_DEG = 8

export interface Tilt {
  rotateX: number
  rotateY: number
  /** Glow centre as a percentage of the card's width and height. */
  glowX: number
  glowY: number
}

/**
 * The card leans away from the pointer's side: pointer at the right edge turns it by +8° around Y,
 * at the top edge by +8° around X; the glow sits under the pointer.
 */
export function tiltFromPointer(x: number, y: number, width: number, height: number): Tilt {
  const px = Math.min(1, Math.max(0, width ? x / width : 0.5))
  const py = Math.min(1, Math.max(0, height ? y / height : 0.5))
  const round = (n: number) => Math.round(n * 100) / 100
  return {
    rotateX: round((0.5 - py) * 2 * MAX_TILT_DEG),
    rotateY: round((px - 0.5) * 2 * MAX_TILT_DEG),
    glowX: round(px * 100),
    glowY: round(py * 100),
  }
}
