import { describe, expect, test } from 'bun:test'
import { measureScroll, type ScrollMeter, startMeter } from './scroll-meter.ts'

function scrollTo(meter: ScrollMeter, steps: [y: number, at: number][]) {
  let m = meter
  let tripped = false
  for (const [y, at] of steps) {
    const r = measureScroll(m, y, at)
    m = r.meter
    tripped = r.tripped
  }
  return { meter: m, tripped }
}

describe('scroll meter', () => {
  test('more than 300 px within a second trips it', () => {
    expect(
      scrollTo(startMeter(0, 0), [
        [150, 100],
        [301, 400],
      ]).tripped,
    ).toBe(true)
  })
  test('exactly 300 px does not', () => {
    expect(
      scrollTo(startMeter(0, 0), [
        [150, 100],
        [300, 400],
      ]).tripped,
    ).toBe(false)
  })
  test('up and down both count', () => {
    expect(
      scrollTo(startMeter(500, 0), [
        [300, 100],
        [420, 200],
      ]).tripped,
    ).toBe(true)
  })
  test('a second of stillness resets the count', () => {
    const r = scrollTo(startMeter(0, 0), [
      [250, 100],
      [300, 1100],
      [500, 1200],
    ])
    expect(r.tripped).toBe(false)
    expect(r.meter.total).toBe(250)
  })
  test('slow steady scrolling keeps adding while events are less than a second apart', () => {
    expect(
      scrollTo(startMeter(0, 0), [
        [100, 900],
        [200, 1800],
        [301, 2700],
      ]).tripped,
    ).toBe(true)
  })
})
