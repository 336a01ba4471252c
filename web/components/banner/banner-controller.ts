import { cssVariable } from '../../theme/theme.ts'
import { canvasPixels, FRAME_INTERVAL_MS, type Vec } from './banner-model.ts'
import type { PainterMessage } from './banner-painter.ts'
import type { SkyColors } from './banner-scene.ts'

/** Frames longer than this (a stalled tab) are clamped so nothing leaps across the sky. */
const MAX_FRAME_MS = 64
/** The theme's sky colours as the page's CSS has them now (docs/decisions/210-light-theme-and-the-page-cache.md). */
function skyColors(element: Element): SkyColors {
  const style = getComputedStyle(element)
  const read = (token: string) => style.getPropertyValue(cssVariable(token)).trim()
  return {
    star: read('skyStar'),
    point: read('skyPoint'),
    line: read('skyLine'),
    pointer: read('skyPointer'),
    comet: read('skyComet'),
  }
}

/** Sends paint messages; false when a frame was skipped because the previous one is still being drawn. */
type Painter = { send: (message: PainterMessage) => boolean; dispose: () => void }

/**
 * Paints in a worker on an OffscreenCanvas: the page's thread only copies each finished frame onto the
 * visible canvas, which stays an ordinary 2D canvas (its pixels can still be read back).
 */
function workerPainter(
  canvas: HTMLCanvasElement,
  ctx: CanvasRenderingContext2D,
  onPainted: () => void,
): Painter | null {
  if (typeof OffscreenCanvas === 'undefined' || typeof Worker === 'undefined') return null
  const worker = new Worker(new URL('./banner-worker.ts', import.meta.url), { type: 'module' })
  let busy = false
  worker.onmessage = (event: MessageEvent<ImageBitmap>) => {
    busy = false
    const bitmap = event.data
    ctx.clearRect(0, 0, canvas.width, canvas.height)
    ctx.drawImage(bitmap, 0, 0)
    bitmap.close()
    onPainted()
  }
  return {
    send(message) {
      if (message.type === 'resize') {
        canvas.width = message.pixels.width
        canvas.height = message.pixels.height
      } else if (message.type === 'frame' && busy && !message.still) return false
      busy = true
      worker.postMessage(message)
      return true
    },
    dispose: () => worker.terminate(),
  }
}

/**
 * The same painting on the page's thread, for browsers without OffscreenCanvas. Its drawing code loads
 * only there: every other browser runs it in the worker, and no page needs it on first load.
 */
async function mainThreadPainter(
  canvas: HTMLCanvasElement,
  ctx: CanvasRenderingContext2D,
  onPainted: () => void,
): Promise<Painter> {
  const [{ BannerScene }, { paint }] = await Promise.all([
    import('./banner-scene.ts'),
    import('./banner-painter.ts'),
  ])
  const scene = new BannerScene(Math.random)
  return {
    send(message) {
      if (message.type === 'resize') {
        canvas.width = message.pixels.width
        canvas.height = message.pixels.height
      }
      paint(scene, ctx, message)
      onPainted()
      return true
    },
    dispose: () => {},
  }
}

/**
 * Starts the animation on a banner's canvas: paints in a worker where it can, runs only while the
 * banner is on screen in a visible tab, one still frame under reduced motion. Returns the stopper.
 * Loaded by CanvasBanner once the page is idle, so none of this is first-load code.
 */
export async function startBanner(
  section: HTMLElement,
  canvas: HTMLCanvasElement,
  ctx: CanvasRenderingContext2D,
  mouseRef: { current: Vec | null },
): Promise<() => void> {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
  let onScreen = true
  let frame = 0
  let last = 0
  let drawn = 0
  // data-motion is shown once there is something on the canvas, so "running" or "still" means painted.
  let painted = false
  let motion = 'paused'
  const showMotion = () => {
    if (painted) canvas.dataset.motion = motion
  }
  const onPainted = () => {
    painted = true
    showMotion()
  }
  const painter = workerPainter(canvas, ctx, onPainted) ?? (await mainThreadPainter(canvas, ctx, onPainted))
  // No frame is asked for before the first resize, so the first picture has the canvas's real size.
  let sized = false

  // The loop runs every display frame but asks for a new picture at most every FRAME_INTERVAL_MS.
  const tick = (now: number) => {
    frame = requestAnimationFrame(tick)
    if (!sized || now - drawn < FRAME_INTERVAL_MS - 1) return
    const dt = Math.min(now - last, MAX_FRAME_MS)
    if (!painter.send({ type: 'frame', dt, mouse: mouseRef.current, still: false })) return
    drawn = now
    last = now
  }

  const update = () => {
    const still = reducedMotion.matches
    const run = !still && onScreen && !document.hidden
    if (run && !frame) {
      last = performance.now()
      drawn = 0
      frame = requestAnimationFrame(tick)
    } else if (!run && frame) {
      cancelAnimationFrame(frame)
      frame = 0
    }
    if (still) {
      mouseRef.current = null
      if (sized) painter.send({ type: 'frame', dt: 0, mouse: null, still: true })
    }
    motion = still ? 'still' : run ? 'running' : 'paused'
    showMotion()
  }

  // Resizing clears the canvas: the painter repaints at once rather than leave it blank until a tick.
  const resize = () => {
    const { width, height } = canvas.getBoundingClientRect()
    const pixels = canvasPixels(width, height, window.devicePixelRatio)
    // A canvas with no area (hidden, or leaving the page) has nothing to paint, and an empty bitmap
    // cannot even be made: the worker would throw. The next real size paints again.
    if (pixels.width === 0 || pixels.height === 0) {
      sized = false
      return
    }
    sized = painter.send({
      type: 'resize',
      width,
      height,
      pixels,
      still: reducedMotion.matches,
      colors: skyColors(canvas),
    })
  }

  // The visitor switched themes, or their system did under `system`: read the colours once, repaint.
  const recolour = () => {
    if (sized) painter.send({ type: 'colors', colors: skyColors(canvas) })
  }
  const themeObserver = new MutationObserver(recolour)
  themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  const systemScheme = window.matchMedia('(prefers-color-scheme: light)')
  systemScheme.addEventListener('change', recolour)

  const sizeObserver = new ResizeObserver(resize)
  const visibilityObserver = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true
    update()
  })
  sizeObserver.observe(canvas)
  visibilityObserver.observe(section)
  document.addEventListener('visibilitychange', update)
  reducedMotion.addEventListener('change', update)

  return () => {
    cancelAnimationFrame(frame)
    sizeObserver.disconnect()
    visibilityObserver.disconnect()
    document.removeEventListener('visibilitychange', update)
    reducedMotion.removeEventListener('change', update)
    themeObserver.disconnect()
    systemScheme.removeEventListener('change', recolour)
    painter.dispose()
  }
}
