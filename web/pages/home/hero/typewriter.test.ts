import { describe, expect, test } from 'bun:test'
import { defaultGreetings as greetingMessages } from '../../../../src/shared/site.ts'
import {
  BACKSPACE_MS,
  greetingFontSize,
  PAUSE_MS,
  TYPE_MS,
  TYPEWRITER_START,
  type TypewriterState,
  typewriterStep,
  typewriterText,
} from './typewriter.ts'

/** Runs the loop for `ms` of virtual time from the start and returns the text then on screen. */
function textAfter(ms: number, messages: string[]): string {
  let state: TypewriterState = TYPEWRITER_START
  let at = 0
  for (;;) {
    const { next, delay } = typewriterStep(state, messages)
    if (at + delay > ms) return typewriterText(state, messages)
    at += delay
    state = next
  }
}

describe('default greeting messages', () => {
  test('five messages, the first introduces the owner', () => {
    const messages = greetingMessages('Alex')
    expect(messages).toHaveLength(5)
    expect(messages[0]).toContain('Alex')
    expect(messages.join(' ')).toMatch(/code/)
    expect(messages.join(' ')).toMatch(/full-stack/)
    expect(messages.join(' ')).toMatch(/since 2020/)
    expect(messages.join(' ')).toMatch(/tea/)
  })
})

describe('typewriterStep', () => {
  const messages = ['abc', 'de']
  test('types one character per 100 ms', () => {
    expect(textAfter(99, messages)).toBe('')
    expect(textAfter(100, messages)).toBe('a')
    expect(textAfter(200, messages)).toBe('ab')
    expect(textAfter(300, messages)).toBe('abc')
  })
  test('pauses 2000 ms on the full message, then backspaces one per 50 ms', () => {
    expect(textAfter(300 + PAUSE_MS - 1, messages)).toBe('abc')
    expect(textAfter(300 + PAUSE_MS, messages)).toBe('ab')
    expect(textAfter(300 + PAUSE_MS + BACKSPACE_MS, messages)).toBe('a')
    expect(textAfter(300 + PAUSE_MS + 2 * BACKSPACE_MS, messages)).toBe('')
  })
  test('moves to the next message and loops back to the first', () => {
    const emptyAt = 300 + PAUSE_MS + 2 * BACKSPACE_MS
    expect(textAfter(emptyAt + TYPE_MS - 1, messages)).toBe('')
    expect(textAfter(emptyAt + TYPE_MS, messages)).toBe('d')
    expect(textAfter(emptyAt + 2 * TYPE_MS, messages)).toBe('de')
    const secondEmpty = emptyAt + 2 * TYPE_MS + PAUSE_MS + BACKSPACE_MS
    expect(textAfter(secondEmpty + TYPE_MS, messages)).toBe('a')
  })
  test('counts emoji and accents as one character each', () => {
    expect(typewriterText({ index: 0, length: 2, phase: 'typing' }, ['🍵é!'])).toBe('🍵é')
  })
})

describe('greetingFontSize', () => {
  test('short messages get the largest size', () => {
    expect(greetingFontSize(0)).toBe(3)
    expect(greetingFontSize(16)).toBe(3)
  })
  test('shrinks as the message grows, down to a floor', () => {
    expect(greetingFontSize(36)).toBe(2.4)
    expect(greetingFontSize(56)).toBe(1.75)
    expect(greetingFontSize(200)).toBe(1.75)
  })
  test('never grows with length', () => {
    for (let n = 0; n < 80; n++) expect(greetingFontSize(n + 1)).toBeLessThanOrEqual(greetingFontSize(n))
  })
})
