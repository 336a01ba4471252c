import { type PointerEvent, type ReactNode, useEffect, useRef } from 'react'
import styled, { css } from 'styled-components'
import { canvasPixels, FRAME_INTERVAL_MS, type Vec } from './banner-model.ts'
import type { PainterMessage } from './banner-painter.ts'

/** Served from web/public by the site itself: no third-party request for a decoration. */
export const BANNER_BACKGROUND_URL = '/banner/night-sky.svg'

/** Frames longer than this (a stalled tab) are clamped so nothing leaps across the sky. */
const MAX_FRAME_MS = 64
/** The banner waits for an idle moment after hydration, but no longer than this. */
const START_TIMEOUT_MS = 2000

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
      } else if (busy && !message.still) return false
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

/** Runs `start` once the main thread is idle (after first paint and hydration); returns a canceller. */
function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: START_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(start, 200)
  return () => window.clearTimeout(handle)
}

const Section = styled.section<{ $full: boolean }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: grid;
  place-items: center;
  min-height: clamp(17rem, 44vh, 26rem);
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.pageTop} url(${BANNER_BACKGROUND_URL}) center / cover no-repeat;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $full, theme }) =>
    $full &&
    css`
      min-height: calc(100vh - ${theme.headerHeight});
      min-height: calc(100svh - ${theme.headerHeight});
    `}
  /* Softens the lower edge into the page and keeps the text readable over the moving sky. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    pointer-events: none;
    background:
      radial-gradient(ellipse 55% 45% at 50% 50%, rgba(2, 6, 23, 0.55), transparent 75%),
      linear-gradient(180deg, transparent 60%, rgba(15, 23, 42, 0.85) 100%);
  }
`

const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  pointer-events: none;
`

const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 48rem;
  text-align: center;
`

const headingStyle = css`
  margin: 0;
  color: #ffffff;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: clamp(2rem, 1.4rem + 3vw, 3.5rem);
  font-weight: 700;
  line-height: 1.1;
  letter-spacing: -0.03em;
  text-shadow: 0 2px 24px rgba(2, 6, 23, 0.8);
  overflow-wrap: anywhere;
`
const H1 = styled.h1`${headingStyle}`
const H2 = styled.h2`${headingStyle}`

const Subtitle = styled.p`
  margin: 0;
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: clamp(0.9rem, 0.85rem + 0.3vw, 1.05rem);
  text-shadow: 0 1px 12px rgba(2, 6, 23, 0.9);
`

export interface CanvasBannerProps {
  /** The banner's heading; the spec's default is 'Connect Three'. */
  title?: string
  subtitle?: ReactNode
  /** h1 when the banner is the page's hero (the default), h2 inside a page that has its own h1. */
  headingLevel?: 1 | 2
  /** Fill the viewport below the header instead of a hero strip. */
  fullHeight?: boolean
  /** Extra content under the text, e.g. a back link. */
  children?: ReactNode
}

/**
 * An animated night sky: a jittering 20 × 20 constellation, twinkling stars, shooting streaks and a slow
 * comet, with points reacting to the pointer. The canvas is decoration (aria-hidden); the title is a real
 * heading. It draws one still frame under prefers-reduced-motion and pauses off-screen or in a hidden tab.
 */
export function CanvasBanner({
  title = 'Connect Three',
  subtitle,
  headingLevel = 1,
  fullHeight = false,
  children,
}: CanvasBannerProps) {
  const sectionRef = useRef<HTMLElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const mouseRef = useRef<Vec | null>(null)

  useEffect(() => {
    const section = sectionRef.current
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    if (!section || !canvas || !ctx) return
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
    let painter: Painter | null = null
    // No frame is asked for before the first resize, so the first picture has the canvas's real size.
    let sized = false

    // The loop runs every display frame but asks for a new picture at most every FRAME_INTERVAL_MS.
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick)
      if (!painter || !sized || now - drawn < FRAME_INTERVAL_MS - 1) return
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
        if (sized) painter?.send({ type: 'frame', dt: 0, mouse: null, still: true })
      }
      motion = still ? 'still' : run ? 'running' : 'paused'
      showMotion()
    }

    // Resizing clears the canvas: the painter repaints at once rather than leave it blank until a tick.
    const resize = () => {
      const { width, height } = canvas.getBoundingClientRect()
      const pixels = canvasPixels(width, height, window.devicePixelRatio)
      sized = !!painter?.send({ type: 'resize', width, height, pixels, still: reducedMotion.matches })
    }

    const sizeObserver = new ResizeObserver(resize)
    const visibilityObserver = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true
      update()
    })
    // Nothing is drawn before the page has painted and hydrated: the sky background stands in until then.
    let stopped = false
    const cancelStart = whenIdle(async () => {
      const created =
        workerPainter(canvas, ctx, onPainted) ?? (await mainThreadPainter(canvas, ctx, onPainted))
      if (stopped) {
        created.dispose()
        return
      }
      painter = created
      sizeObserver.observe(canvas)
      visibilityObserver.observe(section)
      document.addEventListener('visibilitychange', update)
      reducedMotion.addEventListener('change', update)
    })

    return () => {
      stopped = true
      cancelStart()
      cancelAnimationFrame(frame)
      sizeObserver.disconnect()
      visibilityObserver.disconnect()
      document.removeEventListener('visibilitychange', update)
      reducedMotion.removeEventListener('change', update)
      painter?.dispose()
    }
  }, [])

  const track = (event: PointerEvent<HTMLElement>) => {
    const canvas = canvasRef.current
    if (!canvas || canvas.dataset.motion === 'still') return
    const rect = canvas.getBoundingClientRect()
    mouseRef.current = { x: event.clientX - rect.left, y: event.clientY - rect.top }
  }
  const leave = () => {
    mouseRef.current = null
  }

  const Heading = headingLevel === 1 ? H1 : H2
  return (
    <Section ref={sectionRef} $full={fullHeight} onPointerMove={track} onPointerLeave={leave}>
      <Canvas ref={canvasRef} aria-hidden="true" data-testid="banner-canvas" />
      <Text>
        <Heading>{title}</Heading>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        {children}
      </Text>
    </Section>
  )
}
