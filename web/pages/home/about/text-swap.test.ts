import { describe, expect, test } from 'bun:test'
import { startSwap, swapDelay, swapStep, type TextSwap } from './text-swap.ts'

/** Plays a swap to the end and records (elapsed ms, text) after each tick. */
function play(swap: TextSwap): [number, string][] {
  const frames: [number, string][] = []
  let at = 0
  let s = swap
  while (s.phase !== 'done') {
    at += swapDelay(s)
    s = swapStep(s)
    frames.push([at, s.shown])
  }
  return frames
}

describe('About text swap', () => {
  test('erases 8 characters every 10 ms', () => {
    const frames = play(startSwap('x'.repeat(20), 'ab', true))
    expect(frames.slice(0, 3)).toEqual([
      [10, 'x'.repeat(12)],
      [20, 'x'.repeat(4)],
      [30, ''],
    ])
  })
  test('then types the short text at 15 ms per character', () => {
    const frames = play(startSwap('x'.repeat(16), 'abc', true))
    expect(frames).toEqual([
      [10, 'x'.repeat(8)],
      [20, ''],
      [35, 'a'],
      [50, 'ab'],
      [65, 'abc'],
    ])
  })
  test('and the long text at 8 ms per character', () => {
    const frames = play(startSwap('x', 'abc', false))
    expect(frames).toEqual([
      [10, ''],
      [18, 'a'],
      [26, 'ab'],
      [34, 'abc'],
    ])
  })
  test('a finished swap stays put', () => {
    const done = { ...startSwap('', 'a', true), shown: 'a', phase: 'done' as const }
    expect(swapStep(done)).toBe(done)
  })
})
