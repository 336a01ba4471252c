import {
  type Comet,
  cometDelay,
  cometGone,
  createComet,
  createGrid,
  createStars,
  createStreak,
  GRID_SIZE,
  type GridPoint,
  jitterTarget,
  LINK_DISTANCE,
  MOUSE_RADIUS,
  mouseOffset,
  nextTween,
  type Random,
  roundedAlpha,
  type Star,
  type Streak,
  shouldStartStreak,
  starAlpha,
  streakRolls,
  tweenAt,
  tweenDone,
  type Vec,
} from './banner-model.ts'

/** The page's canvas context or a worker's OffscreenCanvas one: the scene draws on either. */
export type Canvas2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

/**
 * What the sky is drawn in: the theme's sky tokens (web/theme/palette.ts), each `R, G, B`, to which
 * every shape adds its own opacity. Read from the page's CSS, so they follow the theme.
 */
export interface SkyColors {
  star: string
  point: string
  line: string
  pointer: string
  comet: string
}

/** Opacity levels for the neighbour lines, each drawn as one path. */
const LINK_LEVELS = 5

/**
 * The banner's moving parts and how they are drawn. Time is the scene's own clock, advanced only while
 * the animation runs, so a paused banner resumes where it stopped instead of jumping.
 */
export class BannerScene {
  private width = 0
  private height = 0
  private clock = 0
  private points: GridPoint[] = []
  private stars: Star[] = []
  private streaks: Streak[] = []
  private comet: Comet | null = null
  private cometAt: number
  private positions: Vec[] = []
  private settled = false
  mouse: Vec | null = null
  /** Nothing is drawn until the page has said which colours (the first resize brings them). */
  colors: SkyColors | null = null

  constructor(private readonly random: Random) {
    this.cometAt = cometDelay(random)
  }

  resize(width: number, height: number) {
    if (width === this.width && height === this.height) return
    this.width = width
    this.height = height
    this.points = createGrid(width, height, this.random, this.clock)
    this.stars = createStars(width, height, this.random)
    this.streaks = []
    this.settled = false
  }

  /** Advances the animation by dt milliseconds. */
  step(dt: number) {
    this.clock += dt
    this.settled = false
    const now = this.clock
    for (const point of this.points) {
      if (tweenDone(point.tween, now)) point.tween = nextTween(point, now, this.random)
    }
    for (let roll = streakRolls(dt); roll > 0; roll--) {
      if (shouldStartStreak(this.random))
        this.streaks.push(createStreak(this.width, this.height, this.random))
    }
    for (const streak of this.streaks) {
      streak.x += streak.vx * dt
      streak.y += streak.vy * dt
      streak.age += dt
    }
    this.streaks = this.streaks.filter((s) => s.age < s.life)
    if (this.comet) {
      this.comet.x += this.comet.vx * dt
      this.comet.y += this.comet.vy * dt
      if (cometGone(this.comet, this.width, this.height)) {
        this.comet = null
        this.cometAt = now + cometDelay(this.random)
      }
    } else if (now >= this.cometAt) {
      this.comet = createComet(this.width, this.height, this.random)
    }
  }

  /** Reduced motion: every point settled at a fixed random spot, no streaks, no comet. */
  settle() {
    if (this.settled) return
    this.settled = true
    for (const point of this.points) {
      const spot = jitterTarget(point.home, this.random)
      point.tween = { from: spot, to: spot, start: 0, duration: 1 }
    }
    this.streaks = []
    this.comet = null
  }

  draw(ctx: Canvas2D) {
    ctx.clearRect(0, 0, this.width, this.height)
    const colors = this.colors
    if (!colors) return
    this.drawStars(ctx, colors)
    this.positions = this.points.map((point) => {
      const at = tweenAt(point.tween, this.clock)
      const offset = mouseOffset(at, this.mouse)
      return { x: at.x + offset.x, y: at.y + offset.y }
    })
    this.drawLinks(ctx, colors)
    this.drawPoints(ctx, colors)
    this.drawStreaks(ctx, colors)
    if (this.comet) this.drawComet(ctx, this.comet, colors)
  }

  /** Stars of one (rounded) opacity share a path: a dozen fills instead of one per star. */
  private drawStars(ctx: Canvas2D, colors: SkyColors) {
    const byAlpha = new Map<number, Path2D>()
    for (const star of this.stars) {
      const alpha = roundedAlpha(starAlpha(star, this.clock))
      const path = byAlpha.get(alpha) ?? new Path2D()
      byAlpha.set(alpha, path)
      path.moveTo(star.x + star.radius, star.y)
      path.arc(star.x, star.y, star.radius, 0, Math.PI * 2)
    }
    for (const [alpha, path] of byAlpha) {
      ctx.fillStyle = `rgba(${colors.star}, ${alpha.toFixed(2)})`
      ctx.fill(path)
    }
  }

  /**
   * Lines only to the right and lower neighbours: the constellation look without n² distance checks.
   * Opacities are rounded to a few levels so each level is one path and one stroke call.
   */
  private drawLinks(ctx: Canvas2D, colors: SkyColors) {
    const at = this.positions
    const levels: Path2D[] = Array.from({ length: LINK_LEVELS }, () => new Path2D())
    for (let i = 0; i < at.length; i++) {
      const col = i % GRID_SIZE
      const neighbours = [
        col < GRID_SIZE - 1 ? i + 1 : -1,
        i + GRID_SIZE,
        col < GRID_SIZE - 1 ? i + GRID_SIZE + 1 : -1,
      ]
      for (const j of neighbours) {
        const a = at[i]
        const b = at[j]
        if (!a || !b) continue
        const closeness = 1 - Math.hypot(a.x - b.x, a.y - b.y) / LINK_DISTANCE
        if (closeness <= 0) continue
        const path = levels[Math.min(LINK_LEVELS - 1, Math.floor(closeness * LINK_LEVELS))]!
        path.moveTo(a.x, a.y)
        path.lineTo(b.x, b.y)
      }
    }
    ctx.lineWidth = 0.6
    levels.forEach((path, level) => {
      ctx.strokeStyle = `rgba(${colors.line}, ${((0.22 * (level + 1)) / LINK_LEVELS).toFixed(3)})`
      ctx.stroke(path)
    })
    const mouse = this.mouse
    if (!mouse) return
    ctx.lineWidth = 0.8
    for (const p of at) {
      const distance = Math.hypot(p.x - mouse.x, p.y - mouse.y)
      if (distance >= MOUSE_RADIUS) continue
      ctx.strokeStyle = `rgba(${colors.pointer}, ${(0.5 * (1 - distance / MOUSE_RADIUS)).toFixed(3)})`
      ctx.beginPath()
      ctx.moveTo(mouse.x, mouse.y)
      ctx.lineTo(p.x, p.y)
      ctx.stroke()
    }
  }

  /** Points away from the pointer share one path; the few near it are drawn brighter and larger. */
  private drawPoints(ctx: Canvas2D, colors: SkyColors) {
    const mouse = this.mouse
    const calm = new Path2D()
    for (const p of this.positions) {
      const near = mouse ? Math.max(0, 1 - Math.hypot(p.x - mouse.x, p.y - mouse.y) / MOUSE_RADIUS) : 0
      if (near === 0) {
        calm.moveTo(p.x + 1.2, p.y)
        calm.arc(p.x, p.y, 1.2, 0, Math.PI * 2)
        continue
      }
      ctx.fillStyle = `rgba(${colors.point}, ${(0.45 + 0.55 * near).toFixed(3)})`
      ctx.beginPath()
      ctx.arc(p.x, p.y, 1.2 + near * 1.3, 0, Math.PI * 2)
      ctx.fill()
    }
    ctx.fillStyle = `rgba(${colors.point}, 0.45)`
    ctx.fill(calm)
  }

  private drawStreaks(ctx: Canvas2D, colors: SkyColors) {
    ctx.lineCap = 'round'
    for (const s of this.streaks) {
      const fade = 1 - s.age / s.life
      const tailX = s.x - s.vx * 120
      const tailY = s.y - s.vy * 120
      const gradient = ctx.createLinearGradient(s.x, s.y, tailX, tailY)
      gradient.addColorStop(0, `rgba(${colors.star}, ${fade.toFixed(3)})`)
      gradient.addColorStop(1, `rgba(${colors.star}, 0)`)
      ctx.strokeStyle = gradient
      ctx.lineWidth = 1.4
      ctx.beginPath()
      ctx.moveTo(s.x, s.y)
      ctx.lineTo(tailX, tailY)
      ctx.stroke()
    }
  }

  private drawComet(ctx: Canvas2D, comet: Comet, colors: SkyColors) {
    const speed = Math.hypot(comet.vx, comet.vy)
    const tailX = comet.x - (comet.vx / speed) * 140
    const tailY = comet.y - (comet.vy / speed) * 140
    const tail = ctx.createLinearGradient(comet.x, comet.y, tailX, tailY)
    tail.addColorStop(0, `rgba(${colors.comet}, 0.75)`)
    tail.addColorStop(1, `rgba(${colors.comet}, 0)`)
    ctx.strokeStyle = tail
    ctx.lineWidth = 2.4
    ctx.lineCap = 'round'
    ctx.beginPath()
    ctx.moveTo(comet.x, comet.y)
    ctx.lineTo(tailX, tailY)
    ctx.stroke()
    const glow = ctx.createRadialGradient(comet.x, comet.y, 0, comet.x, comet.y, 12)
    glow.addColorStop(0, `rgba(${colors.star}, 0.95)`)
    glow.addColorStop(1, `rgba(${colors.comet}, 0)`)
    ctx.fillStyle = glow
    ctx.beginPath()
    ctx.arc(comet.x, comet.y, 12, 0, Math.PI * 2)
    ctx.fill()
  }
}
