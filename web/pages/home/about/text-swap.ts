/** About text animation (docs/spec.md §4 and §9). */
const ERASE_CHARS_PER_TICK = 8
const ERASE_TICK_MS = 10
const TYPE_MS_TO_SHORT = 15
const TYPE_MS_TO_LONG = 8

export interface TextSwap {
  shown: string
  target: string
  phase: 'erasing' | 'typing' | 'done'
  /** Typing pace: the short summary is typed slower than the long bio. */
  typeMs: number
}

export function startSwap(shown: string, target: string, toShort: boolean): TextSwap {
  return { shown, target, phase: 'erasing', typeMs: toShort ? TYPE_MS_TO_SHORT : TYPE_MS_TO_LONG }
}

/** Delay before the next tick of a running swap. */
export function swapDelay(swap: TextSwap): number {
  return swap.phase === 'erasing' ? ERASE_TICK_MS : swap.typeMs
}

/**
 * One tick: erasing drops 8 characters (the last tick empties the text and starts typing), typing adds
 * one character of the target; the swap is done once the whole target shows.
 */
export function swapStep(swap: TextSwap): TextSwap {
  if (swap.phase === 'erasing') {
    const shown = swap.shown.slice(0, Math.max(0, swap.shown.length - ERASE_CHARS_PER_TICK))
    return { ...swap, shown, phase: shown ? 'erasing' : 'typing' }
  }
  if (swap.phase === 'typing') {
    const shown = swap.target.slice(0, swap.shown.length + 1)
    return { ...swap, shown, phase: shown.length >= swap.target.length ? 'done' : 'typing' }
  }
  return swap
}
