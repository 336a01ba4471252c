import { describe, expect, test } from 'bun:test'
import { SWIPE_THRESHOLD_PX, swipeStep, wrapIndex } from './carousel.ts'

describe('wrapIndex', () => {
  test('steps forward and back inside the range', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1)
    expect(wrapIndex(2, -1, 3)).toBe(1)
  })
  test('wraps at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0)
    expect(wrapIndex(0, -1, 3)).toBe(2)
  })
  test('one image stays put; no images gives 0', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0)
    expect(wrapIndex(0, -1, 0)).toBe(0)
  })
})

describe('swipeStep', () => {
  test('left swipe past the threshold goes to the next image, right to the previous', () => {
    expect(swipeStep(-SWIPE_THRESHOLD_PX, 0)).toBe(1)
    expect(swipeStep(80, 10)).toBe(-1)
  })
  test('short or mostly vertical moves are not swipes', () => {
    expect(swipeStep(-49, 0)).toBe(0)
    expect(swipeStep(-60, 90)).toBe(0)
  })
})
