import { describe, expect, test } from 'bun:test'
import {
  canvasPixels,
  cometDelay,
  cometGone,
  createComet,
  createGrid,
  createStars,
  easeInOutCubic,
  FRAME_INTERVAL_MS,
  GRID_SIZE,
  JITTER_RADIUS,
  jitterDuration,
  jitterTarget,
  MOUSE_RADIUS,
  mouseOffset,
  nextTween,
  type Random,
  roundedAlpha,
  STAR_ALPHA_STEP,
  shouldStartStreak,
  starAlpha,
  streakRolls,
  tweenAt,
} from './banner-model.ts'

/** A small deterministic generator (mulberry32) so the tests cover many draws repeatably. */
function seeded(seed: number): Random {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('grid', () => {
  test('20 × 20 points, homes inside the area on a regular lattice', () => {
    const points = createGrid(800, 400, seeded(1))
    expect(points).toHaveLength(400)
    for (const { home } of points) {
      expect(home.x).toBeGreaterThan(0)
      expect(home.x).toBeLessThan(800)
      expect(home.y).toBeGreaterThan(0)
      expect(home.y).toBeLessThan(400)
    }
    expect(points[0]!.home).toEqual({ x: 20, y: 10 })
    expect(points[GRID_SIZE]!.home).toEqual({ x: 20, y: 30 })
  })

  test('jitter targets stay within 50 px of home and tweens last 1 to 2 seconds', () => {
    const random = seeded(2)
    const home = { x: 100, y: 100 }
    for (let i = 0; i < 2000; i++) {
      const target = jitterTarget(home, random)
      expect(Math.hypot(target.x - home.x, target.y - home.y)).toBeLessThanOrEqual(JITTER_RADIUS)
      const duration = jitterDuration(random)
      expect(duration).toBeGreaterThanOrEqual(1000)
      expect(duration).toBeLessThanOrEqual(2000)
    }
  })

  test('a tween eases from its start to its end and continues from there', () => {
    const random = seeded(3)
    const [point] = createGrid(400, 400, random)
    const tween = nextTween(point!, 1000, random)
    expect(tween.from).toEqual(point!.tween.to)
    expect(tweenAt(tween, 1000)).toEqual(tween.from)
    expect(tweenAt(tween, 1000 + tween.duration)).toEqual(tween.to)
    expect(tweenAt(tween, 99_999)).toEqual(tween.to)
  })

  test('easing is slow at the ends and symmetric', () => {
    expect(easeInOutCubic(0)).toBe(0)
    expect(easeInOutCubic(1)).toBe(1)
    expect(easeInOutCubic(0.5)).toBe(0.5)
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1)
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9)
    expect(easeInOutCubic(-1)).toBe(0)
    expect(easeInOutCubic(2)).toBe(1)
  })
})

describe('sky', () => {
  test('80 stars inside the area twinkling between 0.2 and 1', () => {
    const stars = createStars(640, 320, seeded(4))
    expect(stars).toHaveLength(80)
    for (const star of stars) {
      expect(star.x).toBeLessThan(640)
      expect(star.y).toBeLessThan(320)
      for (const now of [0, 123, 4567, 89_012]) {
        const alpha = starAlpha(star, now)
        expect(alpha).toBeGreaterThanOrEqual(0.2 - 1e-9)
        expect(alpha).toBeLessThanOrEqual(1 + 1e-9)
      }
    }
  })

  test('a streak starts on about one frame in a thousand', () => {
    const random = seeded(5)
    let started = 0
    for (let i = 0; i < 200_000; i++) if (shouldStartStreak(random)) started++
    expect(started).toBeGreaterThan(150)
    expect(started).toBeLessThan(250)
    expect(shouldStartStreak(() => 0.0009)).toBe(true)
    expect(shouldStartStreak(() => 0.001)).toBe(false)
  })

  test('drawing at 30 fps keeps the streak rate of 60 fps: one roll per 60 Hz frame covered', () => {
    expect(streakRolls(1000 / 60)).toBe(1)
    expect(streakRolls(FRAME_INTERVAL_MS)).toBe(2)
    expect(streakRolls(1)).toBe(1)
    const random = seeded(7)
    let started = 0
    // 100,000 steps of 1/30 s are 200,000 frames of 1/60 s: about 200 streaks, as above.
    for (let i = 0; i < 100_000; i++) {
      for (let roll = streakRolls(FRAME_INTERVAL_MS); roll > 0; roll--)
        if (shouldStartStreak(random)) started++
    }
    expect(started).toBeGreaterThan(150)
    expect(started).toBeLessThan(250)
  })

  test('star opacities are rounded to a few levels within the twinkle range', () => {
    const random = seeded(8)
    const levels = new Set<number>()
    for (const star of createStars(800, 400, random)) {
      for (let now = 0; now < 20_000; now += 97) {
        const exact = starAlpha(star, now)
        const rounded = roundedAlpha(exact)
        expect(Math.abs(rounded - exact)).toBeLessThanOrEqual(STAR_ALPHA_STEP / 2 + 1e-9)
        levels.add(Number(rounded.toFixed(2)))
      }
    }
    expect(levels.size).toBeLessThanOrEqual(0.8 / STAR_ALPHA_STEP + 1)
  })

  test('the comet comes back after 10 to 25 seconds', () => {
    const random = seeded(6)
    for (let i = 0; i < 1000; i++) {
      const delay = cometDelay(random)
      expect(delay).toBeGreaterThanOrEqual(10_000)
      expect(delay).toBeLessThanOrEqual(25_000)
    }
    expect(cometDelay(() => 0)).toBe(10_000)
  })

  test('a comet starts off-screen, crosses slowly and is gone past the far edge', () => {
    const comet = createComet(800, 400, () => 0.2)
    expect(comet.x).toBeLessThan(0)
    expect(comet.vx).toBeGreaterThan(0)
    expect(cometGone(comet, 800, 400)).toBe(false)
    expect(cometGone({ ...comet, x: 1000 }, 800, 400)).toBe(true)
    const fromRight = createComet(800, 400, () => 0.8)
    expect(fromRight.x).toBeGreaterThan(800)
    expect(cometGone({ ...fromRight, x: -200 }, 800, 400)).toBe(true)
  })
})

describe('pointer', () => {
  const point = { x: 100, y: 100 }
  const length = (v: { x: number; y: number }) => Math.hypot(v.x, v.y)

  test('no pointer or a far pointer leaves points alone', () => {
    expect(mouseOffset(point, null)).toEqual({ x: 0, y: 0 })
    expect(mouseOffset(point, { x: 100 + MOUSE_RADIUS, y: 100 })).toEqual({ x: 0, y: 0 })
  })

  test('a very close pointer pushes the point away, a nearby one pulls it in', () => {
    const pushed = mouseOffset(point, { x: 110, y: 100 })
    expect(pushed.x).toBeLessThan(0)
    const pulled = mouseOffset(point, { x: 100 + MOUSE_RADIUS * 0.65, y: 100 })
    expect(pulled.x).toBeGreaterThan(0)
    expect(length(pushed)).toBeLessThanOrEqual(24)
    expect(length(pulled)).toBeLessThanOrEqual(24)
  })
})

test('the canvas backing store follows devicePixelRatio up to 2', () => {
  expect(canvasPixels(300, 150, 1)).toEqual({ width: 300, height: 150, ratio: 1 })
  expect(canvasPixels(300, 150, 1.5)).toEqual({ width: 450, height: 225, ratio: 1.5 })
  expect(canvasPixels(300, 150, 3)).toEqual({ width: 600, height: 300, ratio: 2 })
  expect(canvasPixels(300, 150, 0)).toEqual({ width: 300, height: 150, ratio: 1 })
})
