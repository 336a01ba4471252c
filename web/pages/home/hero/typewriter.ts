/** Greeting timings (docs/spec.md §9). */
export const TYPE_MS = 100
export const BACKSPACE_MS = 50
export const PAUSE_MS = 2000
export const CURSOR_BLINK_MS = 600

type TypewriterPhase = 'typing' | 'deleting'

export interface TypewriterState {
  /** Which message is on screen. */
  index: number
  /** How many characters (code points) of it are shown. */
  length: number
  phase: TypewriterPhase
}

export const TYPEWRITER_START: TypewriterState = { index: 0, length: 0, phase: 'typing' }

export const codePoints = (text: string) => Array.from(text)

/**
 * One tick of the loop: what is shown next and how long to wait before showing it. Typing adds a
 * character every 100 ms; a complete message stays 2000 ms before the first backspace; later ones follow every 50 ms; an
 * empty line moves on to the next message (wrapping) and types its first character 100 ms later.
 */
export function typewriterStep(
  state: TypewriterState,
  messages: readonly string[],
): { next: TypewriterState; delay: number } {
  const full = codePoints(messages[state.index] ?? '').length
  switch (state.phase) {
    case 'typing':
      if (state.length < full) return { next: { ...state, length: state.length + 1 }, delay: TYPE_MS }
      return { next: { ...state, phase: 'deleting', length: state.length - 1 }, delay: PAUSE_MS }
    case 'deleting':
      if (state.length > 0) return { next: { ...state, length: state.length - 1 }, delay: BACKSPACE_MS }
      return {
        next: { index: (state.index + 1) % messages.length, length: 1, phase: 'typing' },
        delay: TYPE_MS,
      }
  }
}

/** The text a state shows. */
export function typewriterText(state: TypewriterState, messages: readonly string[]): string {
  return codePoints(messages[state.index] ?? '')
    .slice(0, state.length)
    .join('')
}

const LARGEST_REM = 3
const SMALLEST_REM = 1.75
const SHORT_MESSAGE = 16
const LONG_MESSAGE = 56

/**
 * Font size in rem for a message of this many characters: 3rem up to 16 characters, shrinking
 * linearly to 1.75rem at 56 and beyond, rounded to 0.05rem so sizes stay tidy.
 */
export function greetingFontSize(length: number): number {
  if (length <= SHORT_MESSAGE) return LARGEST_REM
  if (length >= LONG_MESSAGE) return SMALLEST_REM
  const t = (length - SHORT_MESSAGE) / (LONG_MESSAGE - SHORT_MESSAGE)
  return Math.round((LARGEST_REM - t * (LARGEST_REM - SMALLEST_REM)) * 20) / 20
}
