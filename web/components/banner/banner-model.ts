/**
 * The canvas banner's numbers (docs/spec.md §9) and the pure maths behind its animation. Everything that
 * touches the canvas lives in banner-scene.ts; this module only computes positions, so it is unit tested.
 */

export const GRID_SIZE = 20
const STAR_COUNT = 80
/** Each point wanders to a random spot at most this far from its home. */
export const JITTER_RADIUS = 50
const JITTER_MIN_MS = 1000
const JITTER_MAX_MS = 2000
const COMET_MIN_DELAY_MS = 10_000
const COMET_MAX_DELAY_MS = 25_000
/** Chance per animation frame that a shooting streak starts. */
const STREAK_PROBABILITY = 0.001
/** Points within this distance of the pointer react to it and get a line to it. */
export const MOUSE_RADIUS = 160
/** Closer than this share of MOUSE_RADIUS points are pushed away; farther ones are pulled in. */
const MOUSE_PUSH_SHARE = 0.35
const MOUSE_MAX_OFFSET = 24
/** Neighbouring points closer than this are joined by a faint line. */
export const LINK_DISTANCE = 110
/** Sharper canvases cost fill rate for little visible gain beyond 2x. */
const MAX_PIXEL_RATIO = 2

/** A source of numbers in [0, 1): Math.random in the browser, a seeded one in tests. */
export type Random = () => number

export interface Vec {
  x: number
  y: number
}

export interface Tween {
  from: Vec
  to: Vec
  start: number
  duration: number
}

export interface GridPoint {
  home: Vec
  tween: Tween
}

export interface Star extends Vec {
  radius: number
  phase: number
  /** Radians per millisecond of the twinkle. */
  speed: number
}

export interface Streak extends Vec {
  vx: number
  vy: number
  /** Milliseconds lived and the total lifetime. */
  age: number
  life: number
}

export interface Comet extends Vec {
  vx: number
  vy: number
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min)

/** Ease in and out (cubic): slow at both ends so points drift rather than jump. */
export function easeInOutCubic(t: number): number {
  const c = Math.min(1, Math.max(0, t))
  return c < 0.5 ? 4 * c * c * c : 1 - (-2 * c + 2) ** 3 / 2
}

export function jitterDuration(random: Random): number {
  return between(random, JITTER_MIN_MS, JITTER_MAX_MS)
}

/** A random spot within JITTER_RADIUS of home, spread evenly over the disc. */
export function jitterTarget(home: Vec, random: Random): Vec {
  const angle = random() * Math.PI * 2
  const distance = Math.sqrt(random()) * JITTER_RADIUS
  return { x: home.x + Math.cos(angle) * distance, y: home.y + Math.sin(angle) * distance }
}

export function tweenAt(tween: Tween, now: number): Vec {
  const t = easeInOutCubic((now - tween.start) / tween.duration)
  return {
    x: tween.from.x + (tween.to.x - tween.from.x) * t,
    y: tween.from.y + (tween.to.y - tween.from.y) * t,
  }
}

export const tweenDone = (tween: Tween, now: number) => now - tween.start >= tween.duration

/** The next leg of a point's wander, starting where the last one ended. */
export function nextTween(point: GridPoint, now: number, random: Random): Tween {
  return {
    from: point.tween.to,
    to: jitterTarget(point.home, random),
    start: now,
    duration: jitterDuration(random),
  }
}

/** GRID_SIZE × GRID_SIZE points spread over the area, each cell's centre as its home. */
export function createGrid(width: number, height: number, random: Random, now = 0): GridPoint[] {
  const points: GridPoint[] = []
  const cellW = width / GRID_SIZE
  const cellH = height / GRID_SIZE
  for (let row = 0; row < GRID_SIZE; row++) {
    for (let col = 0; col < GRID_SIZE; col++) {
      const home = { x: (col + 0.5) * cellW, y: (row + 0.5) * cellH }
      const start = { ...home }
      // Random start times so the whole grid does not breathe in step.
      const tween = { from: start, to: start, start: now, duration: random() * JITTER_MAX_MS }
      points.push({ home, tween })
    }
  }
  return points
}

export function createStars(width: number, height: number, random: Random): Star[] {
  return Array.from({ length: STAR_COUNT }, () => ({
    x: random() * width,
    y: random() * height,
    radius: between(random, 0.4, 1.6),
    phase: random() * Math.PI * 2,
    speed: between(random, 0.0008, 0.003),
  }))
}

/** Opacity of a star at a time: a slow sine between 0.2 and 1. */
export function starAlpha(star: Star, now: number): number {
  return 0.6 + 0.4 * Math.sin(star.phase + now * star.speed)
}

export const shouldStartStreak = (random: Random) => random() < STREAK_PROBABILITY

/**
 * The banner redraws at most this often (30 fps): half a 60 Hz display's frames, so half the main-thread
 * time, and the slow drift looks the same (docs/decisions/131-banner-main-thread.md).
 */
export const FRAME_INTERVAL_MS = 1000 / 30
const DISPLAY_FRAME_MS = 1000 / 60

/**
 * STREAK_PROBABILITY is a chance per 60 Hz frame: a step covering several such frames rolls once for each,
 * so streaks come as often at 30 fps as at 60.
 */
export function streakRolls(dt: number): number {
  return Math.max(1, Math.round(dt / DISPLAY_FRAME_MS))
}

/** Star opacities are rounded to this step so the stars of one step are filled as one path. */
export const STAR_ALPHA_STEP = 0.05

export function roundedAlpha(alpha: number): number {
  return Math.round(alpha / STAR_ALPHA_STEP) * STAR_ALPHA_STEP
}

/** A short, fast streak from the upper part of the sky heading down and to one side. */
export function createStreak(width: number, height: number, random: Random): Streak {
  const leftward = random() < 0.5
  const speed = between(random, 0.6, 1.1)
  const angle = between(random, Math.PI / 8, Math.PI / 4)
  return {
    x: random() * width,
    y: random() * height * 0.4,
    vx: Math.cos(angle) * speed * (leftward ? -1 : 1),
    vy: Math.sin(angle) * speed,
    age: 0,
    life: between(random, 600, 1100),
  }
}

export function cometDelay(random: Random): number {
  return between(random, COMET_MIN_DELAY_MS, COMET_MAX_DELAY_MS)
}

/** A comet enters from the left or right edge and drifts slowly across. */
export function createComet(width: number, height: number, random: Random): Comet {
  const fromLeft = random() < 0.5
  const speed = between(random, 0.05, 0.09)
  return {
    x: fromLeft ? -40 : width + 40,
    y: between(random, 0.1, 0.5) * height,
    vx: fromLeft ? speed : -speed,
    vy: between(random, 0.005, 0.02),
  }
}

/** Off-screen past its travel direction, with room for the tail. */
export function cometGone(comet: Comet, width: number, height: number): boolean {
  return (comet.vx > 0 ? comet.x > width + 160 : comet.x < -160) || comet.y > height + 160
}

/**
 * How the pointer moves a point: pushed away when very close, pulled gently towards it within
 * MOUSE_RADIUS, untouched beyond. Returns the offset to add to the point.
 */
export function mouseOffset(point: Vec, mouse: Vec | null): Vec {
  if (!mouse) return { x: 0, y: 0 }
  const dx = mouse.x - point.x
  const dy = mouse.y - point.y
  const distance = Math.hypot(dx, dy)
  if (distance === 0 || distance >= MOUSE_RADIUS) return { x: 0, y: 0 }
  const share = distance / MOUSE_RADIUS
  // Pull peaks halfway between the push zone and the edge; push grows towards the pointer.
  const strength =
    share < MOUSE_PUSH_SHARE
      ? -(1 - share / MOUSE_PUSH_SHARE)
      : Math.sin(((share - MOUSE_PUSH_SHARE) / (1 - MOUSE_PUSH_SHARE)) * Math.PI) * 0.6
  const magnitude = Math.min(strength * MOUSE_MAX_OFFSET, distance)
  return { x: (dx / distance) * magnitude, y: (dy / distance) * magnitude }
}

/** Backing-store size for a CSS size: sharp on high-density screens, capped at MAX_PIXEL_RATIO. */
export function canvasPixels(cssWidth: number, cssHeight: number, devicePixelRatio: number) {
  const ratio = Math.min(Math.max(devicePixelRatio || 1, 1), MAX_PIXEL_RATIO)
  return { width: Math.round(cssWidth * ratio), height: Math.round(cssHeight * ratio), ratio }
}
