import { describe, expect, test } from 'bun:test'
import {
  centredScrollLeft,
  hiddenNeighbourBand,
  timelineCardGap,
  timelineCardWidth,
  timelineExtraOffset,
} from './layout.ts'

describe('timeline card width', () => {
  test.each([
    [1920, 400],
    [1024, 400],
    [1023, 380],
    [768, 380],
    [767, 350],
    [640, 350],
    [639, 300],
    [480, 300],
    [479, 280],
    [375, 280],
    [374, 240],
    [320, 240],
    [280, 232],
  ])('%i px wide: %i', (viewport, width) => {
    expect(timelineCardWidth(viewport)).toBe(width)
  })
  test('narrow tiers leave a margin: width minus 64 (or 48 below 375)', () => {
    expect(timelineCardWidth(360)).toBe(240)
    expect(timelineCardWidth(286)).toBe(238)
  })
})

describe('timeline gaps and offset', () => {
  test.each([
    [1280, 48],
    [1024, 48],
    [900, 40],
    [768, 40],
    [700, 32],
    [640, 32],
    [639, 24],
    [320, 24],
  ])('gap at %i px: %i', (viewport, gap) => {
    expect(timelineCardGap(viewport)).toBe(gap)
  })
  test('extra scroll offset', () => {
    expect(timelineExtraOffset(1280)).toBe(550)
    expect(timelineExtraOffset(768)).toBe(550)
    expect(timelineExtraOffset(767)).toBe(300)
    expect(timelineExtraOffset(320)).toBe(300)
  })
})

describe('centredScrollLeft', () => {
  test('puts the item centre in the middle', () => {
    expect(centredScrollLeft(1500, 400, 1000)).toBe(1200)
  })
  test('never scrolls before the start', () => {
    expect(centredScrollLeft(100, 400, 1000)).toBe(0)
  })
})

describe('hiddenNeighbourBand (issue 24 item 4)', () => {
  test('nothing hidden when the edge falls in a gap or a card padding', () => {
    // 1440: 520 px each side of a 400 px card: the previous card whole, then 24 px of the one before.
    expect(hiddenNeighbourBand(1440, 400, 48)).toBe(24)
    // 1265 (1280 with a scrollbar): the previous card loses 16 px, inside its 20 px padding.
    expect(hiddenNeighbourBand(1265, 400, 48)).toBe(0)
    expect(hiddenNeighbourBand(400 + 2 * 40, 400, 48)).toBe(0)
  })
  test('a sliver that would cut text is hidden', () => {
    expect(hiddenNeighbourBand(1024, 400, 48)).toBe(264)
    expect(hiddenNeighbourBand(390, 280, 24)).toBe(31)
  })
  test('a window narrower than a card answers at once (Chromium reports one mid-screenshot)', () => {
    for (const viewport of [0, 1, 24, 60, Number.NaN]) {
      const band = hiddenNeighbourBand(viewport, timelineCardWidth(viewport), timelineCardGap(viewport))
      expect(band).toBe(0)
    }
  })
})
