import { describe, expect, test } from 'bun:test'
import { stripEdges, stripMask, tiltFromPointer } from './strip.ts'

describe('strip edges', () => {
  test('at the start only', () => {
    expect(stripEdges(0, 2000, 800)).toEqual({ atStart: true, atEnd: false })
  })
  test('in the middle', () => {
    expect(stripEdges(320, 2000, 800)).toEqual({ atStart: false, atEnd: false })
  })
  test('at the end, allowing sub-pixel rounding', () => {
    expect(stripEdges(1200, 2000, 800)).toEqual({ atStart: false, atEnd: true })
    expect(stripEdges(1199.5, 2000, 800)).toEqual({ atStart: false, atEnd: true })
  })
  test('everything fits: both ends at once', () => {
    expect(stripEdges(0, 800, 800)).toEqual({ atStart: true, atEnd: true })
  })
})

describe('strip mask', () => {
  test('no fade when everything fits', () => {
    expect(stripMask({ atStart: true, atEnd: true })).toBe('none')
  })
  test('right fade only at the start', () => {
    const mask = stripMask({ atStart: true, atEnd: false })
    expect(mask).toStartWith('linear-gradient(to right, black 0,')
    expect(mask).toEndWith('transparent 100%)')
  })
  test('left fade only at the end', () => {
    const mask = stripMask({ atStart: false, atEnd: true })
    expect(mask).toStartWith('linear-gradient(to right, transparent 0')
    expect(mask).toEndWith('black 100%)')
  })
  test('both fades in the middle', () => {
    const mask = stripMask({ atStart: false, atEnd: false })
    expect(mask).toContain('transparent 0')
    expect(mask).toContain('transparent 100%')
  })
})

describe('tiltFromPointer', () => {
  test('centre: flat, glow in the middle', () => {
    expect(tiltFromPointer(150, 100, 300, 200)).toEqual({ rotateX: 0, rotateY: 0, glowX: 50, glowY: 50 })
  })
  test('corners lean by at most 8 degrees', () => {
    expect(tiltFromPointer(300, 0, 300, 200)).toEqual({ rotateX: 8, rotateY: 8, glowX: 100, glowY: 0 })
    expect(tiltFromPointer(0, 200, 300, 200)).toEqual({ rotateX: -8, rotateY: -8, glowX: 0, glowY: 100 })
  })
  test('pointer outside the card is clamped', () => {
    expect(tiltFromPointer(-50, 500, 300, 200)).toEqual({ rotateX: -8, rotateY: -8, glowX: 0, glowY: 100 })
  })
})
